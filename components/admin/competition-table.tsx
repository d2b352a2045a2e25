import { columnSort, type ListPage, type ListQuery, type ListSort, listSearch } from '@/lib/data/list-query';
import type { Figures } from '@/lib/stats/report';
import { STATS_WORDS } from '@/lib/words/statistics';
import { formatLongDate } from '@/lib/competitions/dates';
import { DEADLINE_WORDS } from '@/lib/words/browse';
import type { Competition } from '@/lib/competitions/schema';
import { competitionPath } from '@/lib/competitions/slug';
import { Pagination } from '@/components/ui/pagination';
import { ButtonSpinner } from './form-controls';
import { PosterPicture } from '@/components/competition/poster-picture';
import { TABLE_WORDS } from '@/lib/words/admin';

const MAX_BADGES = 4;

type Props = {
  list: ListPage<Competition>;
  /** Each row's views and "Daftar" clicks in the last 30 days (lib/stats); absent while they cannot be read. */
  figures?: Figures;
  query: ListQuery;
  onEdit: (id: string) => void;
  /** The id whose editor is loading. */
  opening: string | null;
  onSort: (sort: ListSort) => void;
  disabled?: boolean;
};

const COLUMNS: { label: string; sort?: 'title' | 'category' | 'end' }[] = [
  { label: 'Aksi' },
  { label: 'Poster' },
  { label: 'Judul', sort: 'title' },
  { label: 'Kategori', sort: 'category' },
  { label: 'Tags' },
  { label: TABLE_WORDS.columnEnd, sort: 'end' },
];

export function CompetitionTable({ list, query, figures, onEdit, opening, onSort, disabled }: Props) {
  const filtered = Boolean(query.q || query.categories.length || query.status);
  return (
    <div>
      {/* On a phone the table scrolls sideways inside this box; focusable so the arrow keys can scroll it too. */}
      <div
        role="region"
        aria-label={TABLE_WORDS.region}
        tabIndex={0}
        className="overflow-x-auto overscroll-x-contain rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <table className="w-full min-w-[52rem] text-left text-sm">
          <caption className="sr-only">{TABLE_WORDS.caption(list.page, list.pages)}</caption>
          <thead className="bg-slate-100 text-xs font-bold tracking-wide text-slate-600 uppercase">
            <tr>
              {COLUMNS.map(({ label, sort }) => {
                if (!sort) {
                  return (
                    <th key={label} scope="col" className="px-3 py-3 whitespace-nowrap">
                      {label}
                    </th>
                  );
                }
                const { next, aria } = columnSort(query.sort, sort);
                return (
                  <th key={label} scope="col" aria-sort={aria} className="px-3 py-1 whitespace-nowrap">
                    <button
                      type="button"
                      onClick={() => onSort(next)}
                      className="inline-flex items-center gap-1 rounded px-1 py-2 uppercase hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                    >
                      {label}
                      <span aria-hidden="true" className={aria === 'none' ? 'text-slate-400' : 'text-brand-700'}>
                        {aria === 'ascending' ? '▲' : aria === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.items.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-8 text-center text-slate-500">
                  {filtered ? TABLE_WORDS.noMatch : TABLE_WORDS.none}
                </td>
              </tr>
            ) : null}
            {list.items.map((c) => {
              const poster = c.thumbnails[0];
              return (
                <tr key={c.id} className="align-top hover:bg-slate-50">
                  <td className="px-3 py-3">
                    <button
                      type="button"
                      onClick={() => onEdit(c.id)}
                      disabled={disabled}
                      aria-busy={opening === c.id}
                      className="inline-flex items-center gap-1 rounded-md bg-amber-500 px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-amber-400 disabled:opacity-60"
                    >
                      {opening === c.id ? <ButtonSpinner /> : null}
                      Edit
                    </button>
                  </td>
                  <td className="px-3 py-3">
                    {poster ? (
                      <PosterPicture
                        src={poster}
                        slot="thumb"
                        alt=""
                        width={48}
                        height={64}
                        className="h-16 w-12 rounded bg-slate-100 object-cover object-top"
                      />
                    ) : (
                      <span className="flex h-16 w-12 items-center justify-center rounded bg-slate-100 text-xs text-slate-400">—</span>
                    )}
                  </td>
                  <th scope="row" className="max-w-xs px-3 py-3 font-semibold text-slate-900">
                    <a
                      href={competitionPath(c)}
                      target="_blank"
                      rel="noopener"
                      className="line-clamp-3 hover:text-brand-700 hover:underline"
                    >
                      {c.title}
                    </a>
                  </th>
                  <td className="px-3 py-3">
                    <ul className="flex max-w-[12rem] flex-wrap gap-1">
                      {c.categories.slice(0, MAX_BADGES).map((cat) => (
                        <li key={cat} className="rounded-md bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                          {cat}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-3 py-3">
                    <ul className="flex max-w-[14rem] flex-wrap gap-1">
                      {c.tags.slice(0, MAX_BADGES).map((t) => (
                        <li key={t} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                          #{t}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                    {c.registration.end ? formatLongDate(c.registration.end) : DEADLINE_WORDS.none}
                    {/* Outside the row header, whose name is the title alone. */}
                    <RowFigures figures={figures?.[c.id]} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination page={list.page} totalPages={list.pages} hrefFor={(page) => `/admin${listSearch({ ...query, page })}`} />
    </div>
  );
}

/** "12 dilihat, 3 klik "Daftar" (30 hari)" under the closing date; nothing while the counts cannot be read. */
export function RowFigures({ figures }: { figures: Figures[string] | undefined }) {
  if (!figures) return null;
  return <p className="mt-1 text-xs font-normal text-slate-600">{STATS_WORDS.rowFigures(figures.views, figures.daftar)}</p>;
}
