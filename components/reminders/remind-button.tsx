'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { followersOf, localReminders, refreshReminders, type LocalReminders } from '@/lib/reminders/local';
import { savedStore } from '@/lib/saved';
import { DIGEST_UI, REMIND_UI } from '@/lib/words/reminders';
import { useReminderChannels } from './reminder-context';

type Target =
  /** One competition (detail page, a card's menu). */
  | { kind: 'one'; id: string }
  /** Every competition in this browser's saved list (/tersimpan). */
  | { kind: 'saved' }
  /** The weekly digest of a search (its query string and a label such as "SMA, Gratis"). */
  | { kind: 'digest'; query: string; label: string };

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
 * "Ingatkan saya": opens a dialog offering push on this device and e-mail, whichever the server has. The browser's
 * permission prompt appears only after the visitor presses "Nyalakan notifikasi", never on load. Renders nothing
 * when neither channel is configured, or for the saved list while nothing is saved. The server renders it as for a
 * browser with no reminders, so a visitor who has none (most) gets no second render after hydration.
 */
export function RemindButton({ target, variant = 'inline' }: { target: Target; variant?: 'inline' | 'menu' | 'wide' }) {
  const channels = useReminderChannels();
  const local = useSyncExternalStore(localReminders.subscribe, localReminders.getSnapshot, localReminders.getServerSnapshot);
  const saved = useSyncExternalStore(savedStore.subscribe, savedStore.getSnapshot, savedStore.getServerSnapshot);
  const dialog = useRef<HTMLDialogElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  // Each part of the dialog waits only for itself: a stalled push request never holds the e-mail form.
  const [pushBusy, setPushBusy] = useState(false);
  const [emailBusy, setEmailBusy] = useState(false);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [iosNote, setIosNote] = useState(false);
  // The dialog joins the page when it is first asked for: a list page has a button on every card, and sixteen
  // dialogs made at once, right after hydration, were main-thread work a phone does before it answers a tap.
  const [openCount, setOpenCount] = useState(0);
  const titleId = useId();
  const emailId = useId();

  useLayoutEffect(() => {
    const d = dialog.current;
    if (openCount > 0 && d && !d.open) d.showModal();
  }, [openCount]);

  // The server knows whether an e-mail was confirmed or a reminder stopped from a message; ask once it matters.
  const keepsAny = local.length > 0;
  useEffect(() => {
    if (keepsAny) refreshReminders();
  }, [keepsAny]);

  if (!(channels.pushKey || channels.email)) return null;

  const ids = target.kind === 'one' ? [target.id] : target.kind === 'saved' ? [...saved] : [];
  const digest = target.kind === 'digest' ? { query: target.query, label: target.label } : undefined;
  const following: LocalReminders =
    target.kind === 'one'
      ? followersOf(local, target.id)
      : target.kind === 'digest'
        ? local.filter((s) => s.digest === target.query)
        : local.filter((s) => ids.some((id) => s.competitions.includes(id)));
  // Push runs at once; an e-mail reminder runs once its address is confirmed, and waits for that until then.
  const active = following.some((s) => (s.state ?? (s.channel === 'push' ? 'active' : 'pending')) === 'active');
  const pending = !active && following.length > 0;
  const label = target.kind === 'digest' ? DIGEST_UI.button : target.kind === 'saved' ? REMIND_UI.buttonAll : REMIND_UI.button;
  const shown = active ? REMIND_UI.active : pending ? REMIND_UI.pending : label;
  if (target.kind === 'saved' && !ids.length) return null;

  const open = () => {
    refreshReminders();
    if (!pushBusy && !emailBusy) setStatus(null);
    setIosNote(iosWithoutApp());
    setMenuOpen(false);
    setOpenCount((n) => n + 1);
  };

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

  const bell = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0"
      fill={active ? 'currentColor' : 'none'}
      strokeDasharray={pending ? '3 2' : undefined}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinejoin="round" d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0" />
    </svg>
  );
  const trigger =
    variant === 'menu' ? (
      <div className="relative z-20">
        <button
          type="button"
          aria-label={REMIND_UI.menu}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((v) => !v)}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            <circle cx="12" cy="5" r="1.8" />
            <circle cx="12" cy="12" r="1.8" />
            <circle cx="12" cy="19" r="1.8" />
          </svg>
        </button>
        {menuOpen ? (
          <div
            role="menu"
            className="absolute right-0 bottom-full mb-2 w-56 rounded-lg bg-white p-1 text-sm shadow-lg ring-1 ring-slate-200"
          >
            <button
              type="button"
              role="menuitem"
              onClick={open}
              className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left font-semibold text-slate-800 hover:bg-slate-100"
            >
              {bell}
              {shown}
            </button>
          </div>
        ) : null}
      </div>
    ) : (
      <button
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        className={`relative z-10 inline-flex h-11 items-center gap-1.5 rounded-lg px-4 text-sm font-semibold ring-1 transition-colors ${
          active || pending
            ? 'ring-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100'
            : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
        } ${variant === 'wide' ? 'w-full justify-center sm:w-auto' : ''}`}
      >
        {bell}
        {shown}
      </button>
    );

  return (
    <>
      {trigger}
      {openCount > 0 ? (
        <dialog
          ref={dialog}
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
      ) : null}
    </>
  );
}
