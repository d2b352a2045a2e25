import { formatLongDate } from '@/lib/competitions/dates';
import { competitionPath } from '@/lib/competitions/slug';
import type { AdminEntry } from '@/lib/admin/entries';

const MAX_BADGES = 4;

type Props = {
  entries: readonly AdminEntry[];
  onEdit: (entry: AdminEntry) => void;
  disabled?: boolean;
};

export function CompetitionTable({ entries, onEdit, disabled }: Props) {
  return (
    // On a phone the table scrolls sideways inside this box; focusable so the arrow keys can scroll it too.
    <div role="region" aria-label="Daftar lomba" tabIndex={0} className="overflow-x-auto overscroll-x-contain rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">Daftar lomba</caption>
        <thead className="bg-slate-100 text-xs font-bold tracking-wide text-slate-600 uppercase">
          <tr>
            {['Aksi', 'Poster', 'Judul', 'Kategori', 'Tags', 'Registrasi Selesai'].map((h) => (
              <th key={h} scope="col" className="px-3 py-3 whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-3 py-8 text-center text-slate-500">
                Belum ada lomba.
              </td>
            </tr>
          ) : null}
          {entries.map((entry) => {
            const c = entry.competition;
            const poster = c.thumbnails[0];
            return (
              <tr key={c.id} className="align-top hover:bg-slate-50">
                <td className="px-3 py-3">
                  <button
                    type="button"
                    onClick={() => onEdit(entry)}
                    disabled={disabled}
                    className="rounded-md bg-amber-500 px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-amber-400 disabled:opacity-60"
                  >
                    Edit
                  </button>
                </td>
                <td className="px-3 py-3">
                  {poster ? (
                    // eslint-disable-next-line @next/next/no-img-element -- any host an admin pastes
                    <img src={poster} alt="" loading="lazy" referrerPolicy="no-referrer" className="h-16 w-12 rounded bg-slate-100 object-cover" />
                  ) : (
                    <span className="flex h-16 w-12 items-center justify-center rounded bg-slate-100 text-xs text-slate-400">—</span>
                  )}
                </td>
                <th scope="row" className="max-w-xs px-3 py-3 font-semibold text-slate-900">
                  <a href={competitionPath(c)} target="_blank" rel="noopener" className="line-clamp-3 hover:text-brand-700 hover:underline">
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
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">{formatLongDate(c.registration.end)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
