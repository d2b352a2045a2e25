'use client';

import { useState } from 'react';
import { formatShortDateTime } from '@/lib/competitions/dates';
import { LINK_WORDS } from '@/lib/words/listing';
import type { BrokenLink } from '@/lib/links/types';
import { buttonClass } from './form-controls';

/**
 * "Tautan bermasalah": each broken link with its competitions, what answered and since when; "Ubah lomba" opens the
 * editor, "Sudah dicek manual" and "Abaikan" take it off the list (POST /api/admin/tautan).
 */
export function BrokenLinks({ initial, loadError }: { initial: BrokenLink[]; loadError: string | null }) {
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState(loadError);

  async function act(url: string, action: 'checked' | 'ignored') {
    setBusy(url);
    setError(null);
    try {
      const res = await fetch('/api/admin/tautan', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ url, action }),
      });
      if (!res.ok && res.status !== 404) throw new Error(LINK_WORDS.failed);
      setItems((list) => list.filter((l) => l.url !== url));
    } catch {
      setError(LINK_WORDS.failed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      id="tautan-bermasalah"
      aria-labelledby="tautan-bermasalah-judul"
      className="mx-auto mt-8 w-full max-w-6xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="tautan-bermasalah-judul" className="text-lg font-bold text-slate-900">
        {LINK_WORDS.heading} <span className="ml-1 rounded-full bg-red-100 px-2 py-0.5 text-sm text-red-800">{items.length}</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{LINK_WORDS.intro}</p>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{LINK_WORDS.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((l) => (
            <li key={l.url} className="flex flex-col gap-2 py-3">
              <a
                href={l.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="font-mono text-sm break-all text-brand-700 underline"
              >
                {l.url}
              </a>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="font-semibold text-slate-600">{LINK_WORDS.answered}</dt>
                <dd className="text-slate-900">{l.answer}</dd>
                <dt className="font-semibold text-slate-600">{LINK_WORDS.since}</dt>
                <dd className="text-slate-900">{formatShortDateTime(l.brokenAt)}</dd>
              </dl>
              <ul className="flex flex-col gap-1 text-sm">
                {l.refs.map((r) => (
                  <li key={`${r.id}-${r.kind}`} className="flex flex-wrap items-center gap-2">
                    <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
                      {LINK_WORDS.kinds[r.kind]}
                    </span>
                    <span className="text-slate-900">{r.title}</span>
                    <a href={`/admin?edit=${encodeURIComponent(r.id)}`} className="font-semibold text-brand-700 underline">
                      {LINK_WORDS.edit}
                    </a>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                <button type="button" disabled={busy !== null} onClick={() => void act(l.url, 'checked')} className={buttonClass.secondary}>
                  {LINK_WORDS.checkedByHand}
                </button>
                <button type="button" disabled={busy !== null} onClick={() => void act(l.url, 'ignored')} className={buttonClass.secondary}>
                  {LINK_WORDS.ignore}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
