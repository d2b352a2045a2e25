'use client';

import { useState } from 'react';
import { formatShortDateTime } from '@/lib/competitions/dates';
import { competitionPath } from '@/lib/competitions/slug';
import { REPORT_REASON_LABELS } from '@/lib/words/visitor';
import type { Report } from '@/lib/reports/schema';
import { buttonClass } from './form-controls';
import { REPORT_QUEUE_WORDS, REPORT_QUEUE_MESSAGES } from '@/lib/words/admin';

/** Visitors' reports, oldest first, with a count; "Selesai" takes one off the queue. */
export function ReportQueue({ initial, loadError }: { initial: Report[]; loadError?: string | null }) {
  const [reports, setReports] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(loadError ?? null);

  async function resolve(id: string) {
    setBusy(id);
    setError(null);
    try {
      const res = await fetch(`/api/reports/${encodeURIComponent(id)}`, { method: 'DELETE', headers: { Accept: 'application/json' } });
      if (!res.ok && res.status !== 404) {
        const body = (await res.json().catch(() => ({}))) as { error?: unknown };
        throw new Error(typeof body.error === 'string' ? body.error : '');
      }
      setReports((list) => list.filter((r) => r.id !== id));
    } catch (e) {
      setError((e instanceof Error && e.message) || REPORT_QUEUE_MESSAGES.removeFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="laporan-pengunjung"
      className="mx-auto mt-8 w-full max-w-6xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="laporan-pengunjung" className="text-lg font-bold text-slate-900">
        {REPORT_QUEUE_WORDS.reports} <span className="ml-1 rounded-full bg-red-100 px-2 py-0.5 text-sm text-red-800">{reports.length}</span>
      </h2>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {reports.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{REPORT_QUEUE_WORDS.noReports}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {reports.map((r) => (
            <li key={r.id} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <a
                  href={competitionPath({ id: r.competitionId, title: r.competitionTitle })}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold break-words text-brand-700 hover:underline"
                >
                  {r.competitionTitle}
                </a>
                <p className="text-slate-800">
                  <span className="font-semibold">{REPORT_REASON_LABELS[r.reason]}</span>
                  {` · ${formatShortDateTime(Date.parse(r.createdAt))}`}
                </p>
                {r.note ? <p className="break-words whitespace-pre-line text-slate-700">{r.note}</p> : null}
                {r.contact ? <p className="break-words text-slate-600">{`Kontak: ${r.contact}`}</p> : null}
              </div>
              <button
                type="button"
                onClick={() => resolve(r.id)}
                disabled={busy !== null}
                className={`${buttonClass.secondary} shrink-0 self-start`}
              >
                Selesai
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
