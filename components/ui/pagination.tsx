import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { DOTS, paginationRange } from '@/lib/competitions/paginate';
import { DocumentReplaceLink } from './replace-link';
import { LAYOUT_WORDS } from '@/lib/words/visitor';

type Props = {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /**
   * Plain links that load the whole document. The home list needs them: `/?page=N` is rewritten to /halaman/N
   * (next.config.ts), and the client router treats the static `/` as the same page for any query, so it would keep
   * page 1.
   */
  documentLinks?: boolean;
};

type LinkProps = ComponentProps<'a'> & { href: string };

// Paging replaces the history entry (spec): Back leaves the list instead of stepping through its pages.
function ClientLink(props: LinkProps) {
  return <NextLink prefetch={false} replace {...props} />;
}

const base = 'inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium whitespace-nowrap';
const idle = 'bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-100';
const off = 'cursor-not-allowed bg-slate-100 text-slate-500';

/**
 * Previous/next and page numbers with ellipses; nothing when there is one page. On a phone previous and next share
 * the first row and the numbers take the second, so neither button ends up alone on a line.
 */
export function Pagination({ page, totalPages, hrefFor, documentLinks = false }: Props) {
  if (totalPages <= 1) return null;
  const Link = documentLinks ? DocumentReplaceLink : ClientLink;
  const items = paginationRange(page, totalPages);
  return (
    <nav aria-label={LAYOUT_WORDS.pagination} className="mt-8">
      <ul className="grid grid-cols-2 items-center gap-2 sm:flex sm:flex-wrap sm:justify-center sm:gap-1">
        <li className="justify-self-start">
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={`${base} ${idle}`} rel="prev">
              ‹ Sebelumnya
            </Link>
          ) : (
            <span className={`${base} ${off}`} aria-disabled="true">
              ‹ Sebelumnya
            </span>
          )}
        </li>
        <li className="col-span-2 row-start-2">
          <ul className="flex flex-wrap items-center justify-center gap-1">
            {items.map((it, i) =>
              it === DOTS ? (
                <li key={`dots-${i}`} className="px-1 text-slate-500" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={it}>
                  <Link
                    href={hrefFor(it)}
                    aria-current={it === page ? 'page' : undefined}
                    aria-label={`Halaman ${it}`}
                    className={`${base} ${it === page ? 'bg-brand-600 text-white' : idle}`}
                  >
                    {it}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </li>
        <li className="col-start-2 row-start-1 justify-self-end">
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} className={`${base} ${idle}`} rel="next">
              Berikutnya ›
            </Link>
          ) : (
            <span className={`${base} ${off}`} aria-disabled="true">
              Berikutnya ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
