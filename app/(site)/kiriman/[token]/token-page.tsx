import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { pageMetadata } from '@/lib/seo';
import { openTokenPage, type OpenedTokenPage, type TokenPage } from '@/lib/submissions/token-pages';

/** What the pages under /kiriman/[token] share: the token is the only key, so none of them is ever indexed. */
export type TokenPageProps = { params: Promise<{ token: string }> };

/** generateMetadata for /kiriman/[token]{suffix}: its title and description, not indexed. */
export function tokenPageMetadata(words: { title: string; description: string }, suffix: string) {
  return async ({ params }: TokenPageProps): Promise<Metadata> => {
    const { token } = await params;
    return pageMetadata({ title: words.title, description: words.description, path: `/kiriman/${token}${suffix}`, noIndex: true });
  };
}

/**
 * The submission the page's status token opens (and its live listing), with the token; 404 when it opens none or the
 * page does not serve its state (lib/submissions/token-pages.ts). The proxy has already rewritten such a request to
 * the server-rendered 404 (lib/server/not-found-early.ts); this catches what changed in between.
 */
export async function submissionForPage({ params }: TokenPageProps, page: TokenPage): Promise<OpenedTokenPage & { token: string }> {
  const { token } = await params;
  const opened = await openTokenPage(token, page);
  if (!opened) notFound();
  return { token, ...opened };
}

/** The frame of the organiser's form pages: a heading, what the page is for, then the form. */
export function FormPageFrame({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 rounded-2xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8">
      <h1 className="text-2xl font-extrabold text-slate-900">{heading}</h1>
      <p className="text-slate-700">{intro}</p>
      {children}
    </div>
  );
}

/** The moderator's reason or requested change, kept in view while the organiser works on the form. */
export function ModeratorNote({ heading, text }: { heading?: string; text: string }) {
  return (
    <section className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      {heading ? <h2 className="font-bold text-amber-900">{heading}</h2> : null}
      <p className={`${heading ? 'mt-1' : ''}whitespace-pre-line text-amber-950`}>{text}</p>
    </section>
  );
}
