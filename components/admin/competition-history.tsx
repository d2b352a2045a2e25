'use client';

import { useEffect, useState } from 'react';
import { fetchHistory } from '@/components/admin/api';
import type { HistorySummary } from '@/lib/history/types';
import { changedText, fieldName, historyLine } from '@/components/admin/history-text';
import { EDITOR_WORDS, HISTORY_TEXT } from '@/lib/words/admin';
import { COMMON_WORDS } from '@/lib/words/common';
import { ButtonSpinner, buttonClass } from './form-controls';

type Props = {
  competitionId: string;
  /** Writes back the version from before one entry's change; rejects with the reason. */
  onRestore: (entryId: string) => Promise<void>;
};

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; entries: HistorySummary[] };

/** The editor's history of one competition: who, when, which fields; "Kembalikan" brings a version back. */
export function CompetitionHistory({ competitionId, onRestore }: Props) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchHistory(competitionId).then(
      (entries) => !cancelled && setLoad({ state: 'ready', entries }),
      () => !cancelled && setLoad({ state: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [competitionId]);

  async function restore(entryId: string) {
    if (busy || !window.confirm(HISTORY_TEXT.confirmRestore)) return;
    setBusy(entryId);
    try {
      await onRestore(entryId);
    } catch (e) {
      window.alert((e instanceof Error && e.message) || HISTORY_TEXT.restoreFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={`riwayat-${competitionId}`} className="border-t border-slate-200 px-5 py-4 sm:px-6">
      <h3 id={`riwayat-${competitionId}`} className="text-lg font-bold text-slate-900">
        {HISTORY_TEXT.heading}
      </h3>
      {load.state === 'loading' ? <p className="mt-2 text-sm text-slate-600">{COMMON_WORDS.loadingHistory}</p> : null}
      {load.state === 'error' ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {HISTORY_TEXT.loadFailed}
        </p>
      ) : null}
      {load.state === 'ready' && !load.entries.length ? <p className="mt-2 text-sm text-slate-600">{HISTORY_TEXT.empty}</p> : null}
      {load.state === 'ready' && load.entries.length ? (
        <ol className="mt-2 divide-y divide-slate-100">
          {load.entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <p className="font-medium text-slate-800">{historyLine(e)}</p>
                {e.changes?.length ? (
                  <div className="mt-1 space-y-0.5 text-slate-600">
                    {e.changes.map((c) => (
                      <p key={c.field}>
                        <span className="font-semibold text-slate-700">{fieldName(c.field)}</span>: {c.before} → {c.after}
                      </p>
                    ))}
                  </div>
                ) : e.action !== 'create' && e.changed.length ? (
                  <p className="text-slate-600">Perubahan: {changedText(e.changed)}</p>
                ) : null}
              </div>
              {/* Each change can be undone: its button brings back the version from before it. */}
              {e.action === 'update' || e.action === 'restore' ? (
                <button
                  type="button"
                  onClick={() => restore(e.id)}
                  disabled={busy !== null}
                  className={buttonClass.secondary}
                  aria-label={EDITOR_WORDS.restoreVersion(HISTORY_TEXT.restore, historyLine(e))}
                >
                  {busy === e.id ? <ButtonSpinner /> : null}
                  {HISTORY_TEXT.restore}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
