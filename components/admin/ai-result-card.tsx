import { cardTags } from '@/components/admin/ai-progress';
import { formatLongDate } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';
import { buttonClass } from './form-controls';
import { AI_WORDS } from '@/lib/words/admin';

/** One AI result: poster, categories, title, deadline, three tags then an ellipsis, and "Edit & Tambah". */
export function AiResultCard({ item, titleId, onEdit }: { item: Competition; titleId: string; onEdit: () => void }) {
  const poster = item.thumbnails[0];
  const tags = cardTags(item.tags);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      {poster ? (
        // eslint-disable-next-line @next/next/no-img-element -- any host an admin pastes
        <img
          src={poster}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          className="aspect-[4/3] w-full bg-slate-100 object-cover object-top"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-sm text-slate-400">{AI_WORDS.noPoster}</div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3">
        <ul className="flex flex-wrap gap-1" aria-label="Kategori">
          {item.categories.map((c) => (
            <li key={c} className="rounded-md bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              {c}
            </li>
          ))}
        </ul>
        <h3 id={titleId} className="line-clamp-3 leading-snug font-bold text-slate-900">
          {item.title}
        </h3>
        <p className="text-xs text-slate-500">Penutupan: {formatLongDate(item.registration.end)}</p>
        {tags.shown.length ? (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {tags.shown.map((t) => (
              <li key={t} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                #{t}
              </li>
            ))}
            {tags.more ? (
              <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-500">
                <span aria-hidden="true">…</span>
                <span className="sr-only">{AI_WORDS.moreTags(item.tags.length - tags.shown.length)}</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        <button
          type="button"
          onClick={onEdit}
          aria-describedby={titleId}
          className={`${buttonClass.primary} mt-auto w-full py-1.5 text-sm`}
        >
          {AI_WORDS.editAndAdd}
        </button>
      </div>
    </article>
  );
}
