import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { pageMetadata } from '@/lib/seo';
import { getSubmissionStore } from '@/lib/submissions';
import { byStatusToken } from '@/lib/submissions/moderate';
import type { Submission } from '@/lib/submissions/schema';

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
 * The submission the page's status token opens, with the token. A token that opens none (malformed, unknown, or its
 * submission erased) or a submission `fits` turns away answers 404, as an unknown address would: the page says
 * nothing about which tokens exist.
 */
export async function submissionForPage(
  { params }: TokenPageProps,
  fits: (s: Submission) => boolean = () => true,
): Promise<{ token: string; submission: Submission }> {
  const { token } = await params;
  const submission = await byStatusToken(getSubmissionStore(), token);
  if (!submission || !fits(submission)) notFound();
  return { token, submission };
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
