'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { draftFromCompetition } from './draft';
import { changesRequest, publishRequest, rejectRequest, startReviewRequest } from './submissions-api';
import { formatLongDate } from '@/lib/competitions/dates';
import { competitionPath } from '@/lib/competitions/slug';
import type { QueueItem } from '@/lib/submissions/schema';
import { QUEUE_WORDS as Q, SUBMISSION_STATES } from '@/lib/words/organiser';
import { CompetitionEditor } from './competition-editor';
import { buttonClass, fieldClass, labelClass } from './form-controls';

type Editing = { item: QueueItem; baseVersion?: string; key: number };
/** `confirming`: "Kirim penolakan" was pressed once; the second press (on "Ya, tolak dan hapus") sends it. */
type Composing = { id: string; action: 'reject' | 'changes'; confirming?: boolean };

const OPEN_STATES = new Set<QueueItem['state']>(['received', 'confirmed', 'review', 'changes']);

/** "Kiriman": organisers' submissions, newest first. Open one in the competition editor, publish, reject or ask. */
export function SubmissionQueue({ initial, loadError }: { initial: QueueItem[]; loadError?: string | null }) {
  const router = useRouter();
  const id = useId();
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(loadError ? { error: true, text: loadError } : null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [composing, setComposing] = useState<Composing | null>(null);
  const [note, setNote] = useState('');

  const setState = (itemId: string, state: QueueItem['state'], extra: Partial<QueueItem> = {}) =>
    setItems((list) => list.map((i) => (i.id === itemId ? { ...i, state, ...extra } : i)));

  async function run(itemId: string, work: () => Promise<void>) {
    setBusy(itemId);
    setMessage(null);
    try {
      await work();
    } catch (e) {
      setMessage({ error: true, text: (e instanceof Error && e.message) || Q.actionFailed });
    } finally {
      setBusy(null);
    }
  }

  const open = (item: QueueItem) =>
    run(item.id, async () => {
      const { baseVersion } = await startReviewRequest(item.id);
      setState(item.id, 'review');
      setEditing({ item, baseVersion, key: Date.now() });
    });

  const send = (c: Composing) =>
    run(c.id, async () => {
      if (c.action === 'reject') {
        await rejectRequest(c.id, note);
        setState(c.id, 'rejected', { note, organiser: null, uploads: [] });
        setMessage({ error: false, text: Q.rejected });
      } else {
        await changesRequest(c.id, note);
        setState(c.id, 'changes', { note });
        setMessage({ error: false, text: Q.changesRequested });
      }
      setComposing(null);
      setNote('');
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto mt-8 w-full max-w-6xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {Q.heading}{' '}
        <span className="ml-1 rounded-full bg-brand-100 px-2 py-0.5 text-sm text-brand-800">
          {items.filter((i) => OPEN_STATES.has(i.state)).length}
        </span>
      </h2>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`mt-3 rounded-lg border px-3 py-2 text-sm ${message.error ? 'border-red-300 bg-red-50 text-red-800' : 'border-green-300 bg-green-50 text-green-900'}`}
        >
          {message.text}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{Q.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="space-y-2 py-3 text-sm" aria-label={item.competition.title}>
              <div className="flex flex-wrap items-center gap-2">
                <strong className="text-base break-words text-slate-900">{item.competition.title}</strong>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">{SUBMISSION_STATES[item.state]}</span>
                {!item.emailConfirmed && OPEN_STATES.has(item.state) ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{Q.unconfirmed}</span>
                ) : null}
                {item.correctionOf ? (
                  <span className="rounded-full bg-sky-100 px-2 py-0.5 font-semibold text-sky-900">{Q.correction}</span>
                ) : null}
              </div>
              <p className="text-slate-700">
                {item.organiser ? (
                  <>
                    {Q.from}: {item.organiser.name} ({item.organiser.organisation}) &lt;{item.organiser.email}&gt; ·{' '}
                  </>
                ) : null}
                {Q.deadline}: {formatLongDate(item.competition.registration.end)} · {item.uploads.length} {Q.posters}
              </p>
              {item.duplicates.map((d) => (
                <p key={d.id} className="font-semibold text-red-800">
                  {Q.duplicateOf}{' '}
                  <a href={competitionPath(d)} target="_blank" rel="noopener" className="underline">
                    {d.title}
                  </a>{' '}
                  ({d.why === 'link' ? Q.duplicateLink : Q.duplicateTitle})
                </p>
              ))}
              {item.note ? (
                <p className="text-slate-700">
                  {Q.note}: {item.note}
                </p>
              ) : null}
              {item.reply ? (
                <p className="text-slate-700">
                  {Q.reply}: {item.reply}
                </p>
              ) : null}
              {OPEN_STATES.has(item.state) ? (
                <div className="flex flex-wrap gap-2">
                  <button type="button" disabled={busy !== null} onClick={() => open(item)} className={buttonClass.primary}>
                    {Q.open}
                  </button>
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => setComposing({ id: item.id, action: 'changes' })}
                    className={buttonClass.secondary}
                  >
                    {Q.requestChanges}
                  </button>
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => setComposing({ id: item.id, action: 'reject' })}
                    className={buttonClass.danger}
                  >
                    {Q.reject}
                  </button>
                </div>
              ) : null}
              {composing?.id === item.id ? (
                <form
                  className="space-y-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    // A rejection deletes the posters and the organiser's contact details: it asks once first.
                    if (composing.action === 'reject' && !composing.confirming) return setComposing({ ...composing, confirming: true });
                    void send(composing);
                  }}
                >
                  <label htmlFor={`${id}-note`} className={labelClass}>
                    {composing.action === 'reject' ? Q.reasonPrompt : Q.changesPrompt}
                  </label>
                  <textarea
                    id={`${id}-note`}
                    rows={3}
                    value={note}
                    onChange={(e) => {
                      setNote(e.target.value);
                      if (composing.confirming) setComposing({ ...composing, confirming: false });
                    }}
                    className={fieldClass}
                  />
                  {composing.confirming ? (
                    <p role="alert" className="font-semibold text-red-800">
                      {Q.confirmRejectWarning}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="submit"
                      disabled={busy !== null}
                      className={composing.action === 'reject' ? buttonClass.danger : buttonClass.primary}
                    >
                      {composing.action === 'reject' ? (composing.confirming ? Q.confirmReject : Q.sendReject) : Q.sendChanges}
                    </button>
                    {composing.confirming ? (
                      <button
                        type="button"
                        onClick={() => setComposing({ ...composing, confirming: false })}
                        className={buttonClass.secondary}
                      >
                        {Q.keep}
                      </button>
                    ) : null}
                  </div>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <CompetitionEditor
          key={editing.key}
          mode="create"
          title={Q.publishTitle}
          initial={draftFromCompetition(editing.item.competition)}
          onSave={async (input) => {
            await publishRequest(editing.item.id, input, editing.baseVersion);
            setState(editing.item.id, 'published');
            setMessage({ error: false, text: Q.published });
            router.refresh();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
