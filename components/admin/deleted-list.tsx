'use client';

import { useState } from 'react';
import { fetchDeleted, restoreVersionRequest } from '@/components/admin/api';
import type { HistorySummary } from '@/lib/history/types';
import { historyLine } from '@/components/admin/history-text';
import { HISTORY_TEXT } from '@/lib/words/admin';
import { HISTORY_WORDS } from '@/lib/words/browse';
import { ButtonSpinner, buttonClass } from './form-controls';

type Load =
  { state: 'closed' } | { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; entries: HistorySummary[] };

/** "Terhapus": competitions deleted in the last 30 days, each with "Kembalikan". */
export function DeletedList({ onRestored, disabled }: { onRestored: () => void; disabled?: boolean }) {
  const [load, setLoad] = useState<Load>({ state: 'closed' });
  const [busy, setBusy] = useState<string | null>(null);
  const open = load.state !== 'closed';

  async function refresh() {
    setLoad({ state: 'loading' });
    try {
      setLoad({ state: 'ready', entries: await fetchDeleted() });
    } catch (e) {
      setLoad({ state: 'error', message: (e instanceof Error && e.message) || HISTORY_TEXT.loadFailed });
    }
  }

  async function restore(e: HistorySummary) {
    if (busy || !window.confirm(HISTORY_WORDS.confirmUndelete)) return;
    setBusy(e.id);
    try {
      await restoreVersionRequest(e.competitionId, e.id);
      onRestored();
      await refresh();
    } catch (err) {
      window.alert((err instanceof Error && err.message) || HISTORY_TEXT.restoreFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="daftar-terhapus"
        onClick={() => (open ? setLoad({ state: 'closed' }) : void refresh())}
        className={buttonClass.secondary}
      >
        {HISTORY_TEXT.deletedHeading}
      </button>
      {open ? (
        <section
          id="daftar-terhapus"
          aria-labelledby="judul-terhapus"
          className="mt-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 id="judul-terhapus" className="text-lg font-bold text-slate-900">
            {HISTORY_TEXT.deletedHeading}
          </h3>
          <p className="text-sm text-slate-600">{HISTORY_TEXT.deletedIntro}</p>
          {load.state === 'loading' ? <p className="mt-2 text-sm text-slate-600">Memuat...</p> : null}
          {load.state === 'error' ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {load.message}
            </p>
          ) : null}
          {load.state === 'ready' && !load.entries.length ? (
            <p className="mt-2 text-sm text-slate-600">{HISTORY_TEXT.deletedEmpty}</p>
          ) : null}
          {load.state === 'ready' && load.entries.length ? (
            <ul className="mt-2 divide-y divide-slate-100">
              {load.entries.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <div>
                    <p className="font-semibold text-slate-900">{e.title}</p>
                    <p className="text-slate-600">{historyLine(e)}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => restore(e)}
                    disabled={disabled || busy !== null}
                    aria-label={`${HISTORY_TEXT.restore} ${e.title}`}
                    className={buttonClass.secondary}
                  >
                    {busy === e.id ? <ButtonSpinner /> : null}
                    {HISTORY_TEXT.restore}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
