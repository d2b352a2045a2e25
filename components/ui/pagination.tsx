import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { DOTS, paginationRange } from '@/lib/competitions/paginate';

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

function ClientLink(props: LinkProps) {
  return <NextLink prefetch={false} {...props} />;
}

function DocumentLink(props: LinkProps) {
  return <a {...props} />;
}

const base = 'inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium';

/** Previous/next and page numbers with ellipses; nothing when there is one page. */
export function Pagination({ page, totalPages, hrefFor, documentLinks = false }: Props) {
  if (totalPages <= 1) return null;
  const Link = documentLinks ? DocumentLink : ClientLink;
  const items = paginationRange(page, totalPages);
  return (
    <nav aria-label="Navigasi halaman" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={`${base} bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-100`} rel="prev">
              ‹ Sebelumnya
            </Link>
          ) : (
            <span className={`${base} cursor-not-allowed bg-slate-100 text-slate-500`} aria-disabled="true">
              ‹ Sebelumnya
            </span>
          )}
        </li>
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
                className={`${base} ${it === page ? 'bg-brand-600 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-100'}`}
              >
                {it}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} className={`${base} bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-100`} rel="next">
              Berikutnya ›
            </Link>
          ) : (
            <span className={`${base} cursor-not-allowed bg-slate-100 text-slate-500`} aria-disabled="true">
              Berikutnya ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
