import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/competitions/dates';
import { LAYOUT_WORDS } from '@/lib/words/visitor';

// No typography plugin: prose styles reach the page's plain h2/p/ul/a through arbitrary variants.
const prose = [
  'max-w-prose break-words text-base leading-7 text-slate-800',
  '[&_h2]:mt-9 [&_h2]:mb-3 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:leading-snug [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-slate-500 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:rounded-sm [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800',
  '[&_a:focus-visible]:outline-3 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-brand-500',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-slate-900 [&_code]:wrap-anywhere',
  '[&>*:first-child]:mt-0',
].join(' ');

type StaticPageProps = {
  title: string;
  /** YYYY-MM-DD; shows the "Terakhir diperbarui" line when given. */
  updated?: string;
  children: ReactNode;
};

/** Article shell with readable prose for the about and policy pages. */
export function StaticPage({ title, updated, children }: StaticPageProps) {
  return (
    <article className="mx-auto max-w-3xl rounded-2xl bg-white px-5 py-6 text-slate-800 shadow-sm ring-1 ring-slate-200 sm:px-8 sm:py-8">
      <header className="mb-6 border-b border-slate-200 pb-5">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {updated ? (
          <p className="mt-2 text-sm text-slate-600">
            {LAYOUT_WORDS.updated} <time dateTime={updated}>{formatLongDate(updated)}</time>
          </p>
        ) : null}
      </header>
      <div className={prose}>{children}</div>
    </article>
  );
}
