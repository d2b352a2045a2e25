'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { InvalidRecordView } from '@/lib/data/data-health';
import { DATA_MESSAGES } from '@/lib/words/errors';
import { ButtonSpinner, buttonClass, fieldClass } from './form-controls';
import { HEALTH_WORDS } from '@/lib/words/admin';
import { REDIS_KEEPING_WORDS } from '@/lib/words/operations';

type Props = {
  /** The data file does not exist: the site looks empty and the first save creates it. */
  absent: boolean;
  location: string;
  /** Records in the file the site cannot show. */
  invalid: InvalidRecordView[];
  /** The shared Redis keeps nothing across a restart or evicts keys (lib/shared/keeping.ts): what to set. */
  sharedWarnings?: readonly string[];
};

const FAILED = DATA_MESSAGES.saveFailed;

/** One write to /api/data-records/{key}; the server's message on failure. */
async function send(key: string, init: RequestInit): Promise<{ shown?: boolean; reason?: string | null }> {
  let res: Response;
  try {
    res = await fetch(`/api/data-records/${key}`, {
      ...init,
      cache: 'no-store',
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    });
  } catch {
    throw new Error(FAILED);
  }
  const body = (await res.json().catch(() => null)) as {
    error?: string;
    fields?: Record<string, string>;
    shown?: boolean;
    reason?: string | null;
  } | null;
  if (!res.ok) throw new Error(Object.values(body?.fields ?? {})[0] ?? body?.error ?? FAILED);
  return body ?? {};
}

/**
 * The data's health for the admin: a missing file, the records the site cannot show, and a shared Redis that may
 * lose what the site keeps there. Unshown records stay in the file (no save removes them); here the admin reads why,
 * fixes the record's JSON, or deletes it.
 */
export function DataHealthPanel({ absent, location, invalid, sharedWarnings = [] }: Props) {
  if (!absent && invalid.length === 0 && sharedWarnings.length === 0) return null;
  return (
    <div className="space-y-4">
      {sharedWarnings.length ? <SharedWarnings warnings={sharedWarnings} /> : null}
      {absent ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-semibold">{HEALTH_WORDS.absent}</p>
          <p className="mt-1 break-words">
            {HEALTH_WORDS.absentBefore} <code className="rounded bg-amber-100 px-1">{location}</code>
            {HEALTH_WORDS.absentAfter}
          </p>
        </div>
      ) : null}
      {invalid.length ? <InvalidRecords invalid={invalid} /> : null}
    </div>
  );
}

function SharedWarnings({ warnings }: { warnings: readonly string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <h2 id={headingId} className="text-base font-bold">
        {REDIS_KEEPING_WORDS.heading}
      </h2>
      {warnings.map((w) => (
        <p key={w} className="mt-1 break-words">
          {w}
        </p>
      ))}
    </section>
  );
}

function InvalidRecords({ invalid }: { invalid: InvalidRecordView[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <h2 id={headingId} className="text-base font-bold">
        {HEALTH_WORDS.invalid(invalid.length)}
      </h2>
      <p className="mt-1">{HEALTH_WORDS.invalidIntro}</p>
      <ul className="mt-3 space-y-3">
        {invalid.map((r) => (
          <InvalidRecordRow key={`${r.key}-${r.position}`} record={r} />
        ))}
      </ul>
    </section>
  );
}

function InvalidRecordRow({ record }: { record: InvalidRecordView }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(record.raw ?? '');
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const textId = useId();
  const name = record.title ?? HEALTH_WORDS.untitled;

  async function save() {
    setBusy('save');
    setMessage(null);
    try {
      const res = await send(record.key, { method: 'PUT', body: JSON.stringify({ text }) });
      setEditing(false);
      setMessage(res.shown ? null : { kind: 'info', text: HEALTH_WORDS.savedNotShown(res.reason ?? '') });
      router.refresh();
    } catch (e) {
      setMessage({ kind: 'error', text: (e as Error).message });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!window.confirm(HEALTH_WORDS.confirmDelete)) return;
    setBusy('delete');
    setMessage(null);
    try {
      await send(record.key, { method: 'DELETE' });
      router.refresh();
    } catch (e) {
      setMessage({ kind: 'error', text: (e as Error).message });
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="rounded-md border border-amber-200 bg-white px-3 py-2 text-slate-800">
      <p className="break-words">
        <span className="font-semibold">
          #{record.position} {name}
        </span>
        {record.id ? <span className="text-slate-600"> (id {record.id})</span> : null}
      </p>
      <p className="mt-0.5 break-words text-slate-700">{record.reason}</p>
      {editing ? (
        <div className="mt-2 space-y-2">
          <label htmlFor={textId} className="block text-sm font-semibold text-slate-700">
            {HEALTH_WORDS.json}
          </label>
          <textarea
            id={textId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={10}
            spellCheck={false}
            className={`${fieldClass} font-mono text-xs`}
          />
        </div>
      ) : null}
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`mt-2 ${message.kind === 'error' ? 'text-red-700' : 'text-slate-700'}`}
        >
          {message.text}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {editing ? (
          <>
            <button type="button" onClick={save} disabled={busy !== null} className={buttonClass.primary}>
              {busy === 'save' ? <ButtonSpinner /> : null}
              {HEALTH_WORDS.saveFix}
            </button>
            <button type="button" onClick={() => setEditing(false)} disabled={busy !== null} className={buttonClass.secondary}>
              Batal
            </button>
          </>
        ) : record.raw !== null ? (
          <button type="button" onClick={() => setEditing(true)} disabled={busy !== null} className={buttonClass.secondary}>
            {HEALTH_WORDS.view}
          </button>
        ) : null}
        <button type="button" onClick={remove} disabled={busy !== null} className={buttonClass.secondary}>
          {busy === 'delete' ? <ButtonSpinner /> : null}
          {HEALTH_WORDS.remove}
        </button>
      </div>
    </li>
  );
}
