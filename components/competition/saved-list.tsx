'use client';

import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatLongDate, todayInJakarta } from '@/lib/competitions/dates';
import { competitionPath } from '@/lib/competitions/slug';
import { parseCompetitionList, savedStore, type SavedCompetition } from '@/lib/saved';
import { readSavedCopy, savedListUrl, writeSavedCopy } from '@/lib/saved-copy';
import { DeadlineBadge } from './deadline-badge';
import { SaveToggle } from './save-toggle';
import { DATA_MESSAGES } from '@/lib/words/errors';
import { SAVED_WORDS, SEARCH_PAGE_WORDS } from '@/lib/words/browse';
import { COMMON_WORDS } from '@/lib/words/common';
import { PosterPicture } from './poster-picture';

/** `copy`: read from this browser's own copy (offline), which may lack a competition saved meanwhile. */
type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; byId: Map<string, SavedCompetition>; copy?: boolean };

const serverSnapshot = () => null;

/** Open first (nearest deadline first), then those without an end date, then closed ones (latest first). */
function byDeadline(today: string) {
  const rank = (c: SavedCompetition) => (!c.end ? 1 : c.end >= today ? 0 : 2);
  return (a: SavedCompetition, b: SavedCompetition) =>
    rank(a) - rank(b) || (rank(a) === 2 ? b.end.localeCompare(a.end) : a.end.localeCompare(b.end)) || a.title.localeCompare(b.title, 'id');
}

/**
 * This browser's saved competitions. `remind`: "Ingatkan semua lomba tersimpan" as the server rendered it
 * (components/reminders/remind-trigger.tsx, nothing without a reminder channel), shown while something is saved.
 */
export function SavedList({ remind }: { remind?: React.ReactNode }) {
  const ids = useSyncExternalStore(savedStore.subscribe, savedStore.getSnapshot, serverSnapshot);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const hasIds = Boolean(ids?.length);

  useEffect(() => {
    if (!hasIds || load.state !== 'loading') return;
    let cancelled = false;
    // Only the saved ones (the list endpoint takes up to 500 ids a request), never the whole list.
    // Offline (or the server failing), the list comes from this browser's copy (lib/saved-copy.ts).
    const fromCopy = (): Load => {
      const copy = readSavedCopy();
      return (ids ?? []).some((id) => copy.has(id)) ? { state: 'ready', byId: copy, copy: true } : { state: 'error' };
    };
    fetch(savedListUrl(ids ?? []))
      .then((res) => (res.ok ? res.json() : null))
      .then((json: unknown) => {
        const list = parseCompetitionList(json);
        if (list) writeSavedCopy(list);
        if (!cancelled) setLoad(list ? { state: 'ready', byId: new Map(list.map((c) => [c.id, c])) } : fromCopy());
      })
      .catch(() => !cancelled && setLoad(fromCopy()));
    return () => {
      cancelled = true;
    };
  }, [hasIds, ids, load.state]);

  if (!ids) return <p className="text-slate-600">Memuat...</p>;
  if (!ids.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <h2 className="text-xl font-bold text-slate-800">{SAVED_WORDS.empty}</h2>
        <p className="mt-2 text-slate-600">{SAVED_WORDS.emptyHint}</p>
        <Link
          prefetch={false}
          href="/"
          className="mt-5 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {SEARCH_PAGE_WORDS.title}
        </Link>
      </div>
    );
  }
  if (load.state === 'loading') {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
        {SAVED_WORDS.loading}
      </p>
    );
  }
  if (load.state === 'error') {
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
        {DATA_MESSAGES.loadFailed}{' '}
        <button type="button" className="font-semibold underline" onClick={() => setLoad({ state: 'loading' })}>
          {COMMON_WORDS.retry}
        </button>
      </div>
    );
  }

  const today = todayInJakarta();
  const found = ids
    .map((id) => load.byId.get(id))
    .filter((c): c is SavedCompetition => Boolean(c))
    .sort(byDeadline(today));
  // From the copy, an absent one is only unknown here, not gone.
  const missing = load.copy ? [] : ids.filter((id) => !load.byId.has(id));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {SAVED_WORDS.count(ids.length)}
        </p>
        {remind}
      </div>
      <ul className="flex flex-col gap-3">
        {found.map((c) => (
          <li
            key={c.id}
            className="relative grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:shadow-md sm:grid-cols-[4.5rem_minmax(0,1fr)_auto] sm:p-4"
          >
            {/* One grid item: a <picture> is display:contents, so its <source> would be a cell of its own. */}
            <span className="row-span-2 block h-24 w-18 overflow-hidden rounded-md bg-slate-100 sm:row-span-1" aria-hidden="true">
              {c.thumbnail ? (
                <PosterPicture src={c.thumbnail} slot="thumb" alt="" width={72} height={96} className="h-24 w-18 object-cover object-top" />
              ) : null}
            </span>
            <div className="flex min-w-0 flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-1.5">
                {c.categories.map((cat) => (
                  <span key={cat} className="rounded-md bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {cat}
                  </span>
                ))}
                <DeadlineBadge end={c.end} today={today} />
              </div>
              <h2 className="line-clamp-2 leading-snug font-bold text-slate-900">
                <Link
                  prefetch={false}
                  href={competitionPath(c)}
                  className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
                >
                  {c.title}
                </Link>
              </h2>
              <p className="text-xs text-slate-600">
                Penutupan: <span className={c.end && c.end < today ? 'text-red-700' : 'text-slate-800'}>{formatLongDate(c.end)}</span>
              </p>
            </div>
            <SaveToggle id={c.id} pressed className="self-start justify-self-start" />
          </li>
        ))}
        {missing.map((id) => (
          <li
            key={id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4"
          >
            <p className="text-sm text-slate-700">{SAVED_WORDS.gone}</p>
            <button
              type="button"
              onClick={() => savedStore.remove(id)}
              className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {SAVED_WORDS.remove}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
