import { type AttentionItem, shownNames } from './attention';
import { ATTENTION_WORDS as W } from '@/lib/words/admin';

/**
 * "Perlu Perhatian", the first thing under /admin's heading: one line per thing that can wait for the owner
 * (attention.ts), those with something waiting first, each a link to its section further down the page.
 */
export function AttentionPanel({ items }: { items: readonly AttentionItem[] }) {
  const waiting = (i: AttentionItem) => i.count === null || i.count > 0;
  const ordered = [...items.filter(waiting), ...items.filter((i) => !waiting(i))];
  return (
    <section aria-labelledby="perlu-perhatian" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="perlu-perhatian" className="text-lg font-bold text-slate-900">
        {W.heading}
      </h2>
      {items.some(waiting) ? null : <p className="mt-1 text-sm text-slate-600">{W.allClear}</p>}
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {ordered.map((item) => {
          const on = waiting(item);
          const about = item.count === null ? W.unreadable : shownNames(item.names);
          return (
            <li key={item.target}>
              <a
                href={`#${item.target}`}
                className={`flex h-full min-h-11 items-start gap-3 rounded-lg px-3 py-2 ring-1 hover:bg-slate-50 ${
                  on ? 'bg-amber-50 ring-amber-300' : 'ring-slate-200'
                }`}
              >
                <span
                  className={`mt-0.5 inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full px-1.5 text-sm font-bold ${
                    on ? 'bg-amber-700 text-white' : 'bg-slate-100 text-slate-700'
                  }`}
                >
                  {item.count ?? '!'}
                </span>
                <span className="min-w-0">
                  <span className={`block font-semibold ${on ? 'text-slate-900' : 'text-slate-700'}`}>{item.label}</span>
                  {about ? <span className="block text-sm break-words text-slate-700">{about}</span> : null}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
