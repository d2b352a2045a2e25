'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useSyncExternalStore } from 'react';
import { buttonClass, FieldError, fieldClass, labelClass } from '@/components/admin/form-controls';
import { STATUS_WORDS as S, SUBMISSION_MESSAGES } from '@/lib/words/organiser';

/** null when done; else the message to show (the server's, or a generic one). */
async function post(body: Record<string, string>, done?: (answer: { email?: string }) => void): Promise<string | null> {
  try {
    const res = await fetch('/api/kiriman/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => ({}))) as { error?: string; email?: string };
    if (res.ok) {
      done?.(answer);
      return null;
    }
    return answer.error ?? SUBMISSION_MESSAGES.failed;
  } catch {
    return SUBMISSION_MESSAGES.failed;
  }
}

/**
 * An unconfirmed submission: where the link went, "Kirim ulang email konfirmasi", and a corrected address to send it
 * to instead (3 an hour per submission, on the server).
 */
export function ResendConfirmation({ token, email }: { token: string; email: string }) {
  const id = useId();
  // Disabled until the page's script runs: pressed before, the form would only reload the page.
  const ready = useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );
  const [to, setTo] = useState(email);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  async function send(address: string) {
    setBusy(true);
    setDone(null);
    const failed = await post({ action: 'resend', token, email: address }, (a) => {
      if (a.email) setTo(a.email);
      setDone(S.resent(a.email ?? address));
    });
    setBusy(false);
    setError(failed);
  }
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 p-4">
      <p>
        {S.sentToLabel} <strong className="break-all">{to}</strong>
      </p>
      <button type="button" disabled={busy || !ready} className={buttonClass.secondary} onClick={() => void send('')}>
        {S.resend}
      </button>
      <form
        method="post"
        noValidate
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void send(String(new FormData(e.currentTarget).get('email') ?? ''));
        }}
      >
        <label htmlFor={`${id}-email`} className={labelClass}>
          {S.fixEmailLabel}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          className={fieldClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {S.resendLimit}
        </p>
        <FieldError id={`${id}-error`} message={error ?? undefined} />
        <button type="submit" disabled={busy || !ready} className={buttonClass.primary}>
          {S.fixEmail}
        </button>
      </form>
      {done ? (
        <p role="status" className="font-semibold text-green-800">
          {done}
        </p>
      ) : null}
    </section>
  );
}

/** "Konfirmasi email": a button, so a mail scanner that opens the link confirms nothing. */
export function ConfirmEmailButton({ token, confirm }: { token: string; confirm: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <p>{S.confirmIntro}</p>
      <button
        type="button"
        disabled={busy}
        className={buttonClass.primary}
        onClick={async () => {
          setBusy(true);
          const failed = await post({ action: 'confirm', token, confirm });
          setBusy(false);
          setError(failed);
          if (!failed) router.replace(`/kiriman/${token}`);
        }}
      >
        {S.confirmButton}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The organiser's answer to "changes requested". */
export function ReplyForm({ token }: { token: string }) {
  const id = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      method="post"
      className="space-y-2"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (busy) return;
        // Read from the form, not from state: a reply typed before the page's script ran is in the box only.
        const reply = String(new FormData(e.currentTarget).get('reply') ?? '');
        if (!reply.trim()) return setError(SUBMISSION_MESSAGES.replyRequired);
        setBusy(true);
        const failed = await post({ action: 'reply', token, reply });
        setBusy(false);
        setError(failed);
        if (!failed) router.refresh();
      }}
    >
      <label htmlFor={`${id}-reply`} className={labelClass}>
        {S.replyLabel}
      </label>
      <textarea
        id={`${id}-reply`}
        name="reply"
        rows={4}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error ?? undefined} />
      <button type="submit" disabled={busy} className={buttonClass.primary}>
        {S.replySubmit}
      </button>
    </form>
  );
}
