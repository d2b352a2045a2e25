'use client';

import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { localReminders, refreshReminders } from '@/lib/reminders/local';
import { followingOf, idsOf, type ReminderChannels, reminderState, type RemindTarget } from '@/lib/reminders/trigger';
import { savedStore } from '@/lib/saved';
import { DIGEST_UI, REMIND_UI } from '@/lib/words/reminders';

type Status = { tone: 'ok' | 'error'; text: string } | null;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** iPhone and iPad Safari outside an installed home-screen app: no Web Push there (iOS 16.4+ needs the app). */
function iosWithoutApp(): boolean {
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}

/**
 * How long turning on push may take once permission is given. Some browsers never settle pushManager.subscribe (no
 * push service reachable); the visitor is told, and the button is given back.
 */
const PUSH_TIMEOUT_MS = 8_000;

class PushTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushTimeout()), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; json: Record<string, unknown> }> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: res.ok, json };
}

/**
 * The dialog of "Ingatkan saya", for push on this device and e-mail, whichever the server has. The browser's
 * permission prompt appears only after the visitor presses "Nyalakan notifikasi", never on load. Loaded with import()
 * by the island (remind-island.tsx) on the first tap of a reminder button, and shown again (showModal) each time
 * `openCount` grows; the island keys it by its target, so what was typed stays while the same target is reopened.
 */
export default function RemindDialog({
  target,
  channels,
  openCount,
}: {
  target: RemindTarget;
  channels: ReminderChannels;
  openCount: number;
}) {
  const local = useSyncExternalStore(localReminders.subscribe, localReminders.getSnapshot, localReminders.getServerSnapshot);
  const saved = useSyncExternalStore(savedStore.subscribe, savedStore.getSnapshot, savedStore.getServerSnapshot);
  const dialog = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState<Status>(null);
  // Each part of the dialog waits only for itself: a stalled push request never holds the e-mail form.
  const [pushBusy, setPushBusy] = useState(false);
  const [emailBusy, setEmailBusy] = useState(false);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [iosNote, setIosNote] = useState(iosWithoutApp);
  // Each opening starts with no message (unless one part is still at work) and asks the server what changed.
  const [shownFor, setShownFor] = useState(openCount);
  if (shownFor !== openCount) {
    setShownFor(openCount);
    if (!pushBusy && !emailBusy) setStatus(null);
    setIosNote(iosWithoutApp());
  }
  const titleId = useId();
  const emailId = useId();

  useLayoutEffect(() => {
    refreshReminders();
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, [openCount]);

  const ids = idsOf(target, saved);
  const digest = target.kind === 'digest' ? { query: target.query, label: target.label } : undefined;
  const following = followingOf(target, local, saved);
  const state = reminderState(following);
  const active = state === 'active';
  const pending = state === 'pending';

  const turnOnPush = async () => {
    if (!channels.pushKey) return;
    const key = channels.pushKey;
    setPushBusy(true);
    setStatus(null);
    try {
      if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
        setStatus({ tone: 'error', text: REMIND_UI.pushUnsupported });
        return;
      }
      // The permission prompt, asked only now: the visitor pressed the button.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setStatus({ tone: 'error', text: REMIND_UI.pushDenied });
        return;
      }
      const subscription = await withTimeout(
        (async () => {
          const registration = await navigator.serviceWorker.register('/sw.js');
          await navigator.serviceWorker.ready;
          return (
            (await registration.pushManager.getSubscription()) ??
            (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }))
          );
        })(),
        PUSH_TIMEOUT_MS,
      );
      const res = await postJson('/api/pengingat/push', { subscription: subscription.toJSON(), competitions: ids, digest });
      if (!res.ok || typeof res.json.id !== 'string') {
        setStatus({ tone: 'error', text: typeof res.json.error === 'string' ? res.json.error : REMIND_UI.failed });
        return;
      }
      localReminders.add({ id: res.json.id, channel: 'push', competitions: ids, digest: digest?.query, state: 'active' });
      setStatus({ tone: 'ok', text: REMIND_UI.pushDone });
    } catch (e) {
      setStatus({ tone: 'error', text: e instanceof PushTimeout ? REMIND_UI.pushTimeout : REMIND_UI.failed });
    } finally {
      setPushBusy(false);
    }
  };

  const sendEmail = async (e: React.FormEvent) => {
    e.preventDefault();
    setEmailBusy(true);
    setStatus(null);
    try {
      const res = await postJson('/api/pengingat/email', { email, competitions: ids, digest });
      if (!res.ok || typeof res.json.id !== 'string') {
        setStatus({ tone: 'error', text: typeof res.json.error === 'string' ? res.json.error : REMIND_UI.failed });
        return;
      }
      const state = res.json.state === 'active' ? 'active' : 'pending';
      const competitions = Array.isArray(res.json.competitions) ? res.json.competitions.filter((c) => typeof c === 'string') : ids;
      localReminders.add({ id: res.json.id, channel: 'email', competitions, digest: digest?.query, state });
      const text = state === 'active' ? REMIND_UI.emailActive : res.json.mailed === false ? REMIND_UI.emailGathered : REMIND_UI.emailSent;
      setStatus({ tone: 'ok', text });
    } catch {
      setStatus({ tone: 'error', text: REMIND_UI.failed });
    } finally {
      setEmailBusy(false);
    }
  };

  const cancelAll = async () => {
    setBusy(true);
    try {
      for (const s of following) {
        const competitions = target.kind === 'digest' ? [undefined] : ids.filter((id) => s.competitions.includes(id));
        for (const competition of competitions) {
          const res = await fetch('/api/pengingat/batal', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ id: s.id, competition }),
          });
          // 404: the server no longer has it (it ended, or was stopped from an e-mail); forget it here too.
          if (res.ok || res.status === 404) localReminders.remove(s.id, competition);
        }
      }
      setStatus({ tone: 'ok', text: REMIND_UI.cancelled });
    } catch {
      setStatus({ tone: 'error', text: REMIND_UI.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      data-remind-dialog=""
      aria-labelledby={titleId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {target.kind === 'digest' ? DIGEST_UI.button : REMIND_UI.button}
        </h2>
        <p className="text-sm text-slate-700">
          {target.kind === 'digest' ? `${DIGEST_UI.intro} ${DIGEST_UI.label}: ${target.label}.` : REMIND_UI.intro(channels.fromHour)}
        </p>
        {target.kind === 'saved' ? <p className="text-sm text-slate-700">{REMIND_UI.introAll}</p> : null}
        {pending ? <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{REMIND_UI.pendingNote}</p> : null}
        {channels.pushKey ? (
          <section className="flex flex-col gap-2 rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold">{REMIND_UI.pushOption}</h3>
            {iosNote ? (
              <p className="text-sm text-slate-700">{REMIND_UI.iosNote}</p>
            ) : (
              <>
                <p className="text-sm text-slate-600">{REMIND_UI.pushHint}</p>
                <button
                  type="button"
                  disabled={pushBusy}
                  onClick={turnOnPush}
                  className="self-start rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                >
                  {REMIND_UI.pushButton}
                </button>
              </>
            )}
          </section>
        ) : null}
        {channels.email ? (
          <form onSubmit={sendEmail} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold">{REMIND_UI.emailOption}</h3>
            <label htmlFor={emailId} className="text-sm text-slate-700">
              {REMIND_UI.emailLabel}
            </label>
            <input
              id={emailId}
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className="h-11 rounded-lg border border-slate-300 px-3"
            />
            <button
              type="submit"
              disabled={emailBusy}
              className="self-start rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {REMIND_UI.emailButton}
            </button>
          </form>
        ) : null}
        {status ? (
          <p
            role={status.tone === 'error' ? 'alert' : 'status'}
            className={`text-sm ${status.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
          >
            {status.text}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {active || pending ? (
            <button
              type="button"
              disabled={busy}
              onClick={cancelAll}
              className="rounded-lg px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
            >
              {REMIND_UI.cancel}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            {REMIND_UI.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}
