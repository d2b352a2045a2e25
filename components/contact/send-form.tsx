'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Notice, useNotice } from '@/components/contact/notice';
import { sendContactMessage } from '@/components/contact/requests';
import { ATTACHMENT_MAX_BYTES, MESSAGE_MAX_LENGTH, type MailIntent } from '@/lib/mail/limits';
import { CONTACT_WORDS, MAIL_ERRORS, MAIL_MESSAGES } from '@/lib/words/mail';

const INTENTS: { value: MailIntent; label: string; hint: string }[] = [
  { value: 'feedback', label: CONTACT_WORDS.feedback, hint: CONTACT_WORDS.feedbackHint },
  { value: 'competition_info', label: CONTACT_WORDS.newCompetition, hint: CONTACT_WORDS.newCompetitionHint },
];

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

type Props = {
  /** After a successful send, so the history reloads. */
  onSent: () => void;
  /** The Google access is gone (401): the panel asks the person to sign in again. */
  onExpired: (message: string) => void;
};

export function SendForm({ onSent, onExpired }: Props) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const [intent, setIntent] = useState<MailIntent>('feedback');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const { notice, show, clear } = useNotice();

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  function onFileChosen(chosen: File | null) {
    if (chosen && chosen.size > ATTACHMENT_MAX_BYTES) {
      clearFile();
      show('error', MAIL_MESSAGES.fileTooLarge);
      return;
    }
    setFile(chosen);
  }

  // On a slow phone the form is on screen before its script runs, and whatever is typed, chosen or attached then
  // stays on screen through hydration without reaching React's state: the counter would read 0, Kirim would stay
  // off, and the message would go out with the wrong kind. Take it over once, when the form comes to life.
  useEffect(() => {
    const box = messageBox.current;
    if (box?.value) setText(box.value.slice(0, MESSAGE_MAX_LENGTH));
    const chosenIntent = box?.form?.querySelector<HTMLInputElement>('input[name="intent"]:checked')?.value;
    const known = INTENTS.find((option) => option.value === chosenIntent);
    if (known) setIntent(known.value);
    const chosen = fileInput.current?.files?.[0];
    if (chosen) onFileChosen(chosen);
    // Only the first mount can follow a page that was used before its script ran.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending || !text.trim()) return;
    const body = new FormData();
    body.set('intent', intent);
    body.set('message', text);
    if (file) body.set('file', file, file.name);
    clear();
    setSending(true);
    const result = await sendContactMessage(body);
    setSending(false);
    if (result.ok) {
      setText('');
      clearFile();
      show('success', CONTACT_WORDS.sent);
      onSent();
    } else if (result.status === 401) {
      onExpired(result.error || MAIL_ERRORS.sendFailed);
    } else {
      show('error', result.error || MAIL_ERRORS.sendFailed);
    }
  }

  const blank = !text.trim();
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5" aria-busy={sending}>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700">{CONTACT_WORDS.intent}</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {INTENTS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 transition hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
            >
              <input
                type="radio"
                name="intent"
                value={option.value}
                checked={intent === option.value}
                onChange={() => setIntent(option.value)}
                className="mt-1 h-4 w-4 accent-brand-600 focus-visible:outline-none"
              />
              <span>
                <span className="block font-semibold text-slate-900">{option.label}</span>
                <span className="block text-xs text-slate-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-semibold text-slate-700">
          Pesan
        </label>
        <textarea
          ref={messageBox}
          id={`${id}-message`}
          name="message"
          required
          rows={7}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-counter`}
          placeholder={CONTACT_WORDS.placeholder}
          className="mt-1 block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <p
          id={`${id}-counter`}
          className={`mt-1 text-right text-xs tabular-nums ${text.length >= MESSAGE_MAX_LENGTH ? 'font-semibold text-amber-700' : 'text-slate-500'}`}
        >
          {text.length} / {MESSAGE_MAX_LENGTH}
        </p>
      </div>

      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-700">
          {CONTACT_WORDS.attachment}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          name="file"
          type="file"
          onChange={(e) => onFileChosen(e.target.files?.[0] ?? null)}
          aria-describedby={`${id}-file-hint`}
          className="mt-1 block w-full cursor-pointer rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-100 file:px-4 file:py-2.5 file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
        />
        <div id={`${id}-file-hint`} className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
          <span>{CONTACT_WORDS.attachmentHint}</span>
          {file ? (
            <span className="flex min-w-0 items-center gap-2">
              <span className="truncate">
                {file.name} ({formatSize(file.size)})
              </span>
              <button type="button" onClick={clearFile} className="shrink-0 font-semibold text-red-700 hover:underline">
                {CONTACT_WORDS.removeAttachment}
              </button>
            </span>
          ) : null}
        </div>
      </div>

      <Notice notice={notice} />

      <button
        type="submit"
        disabled={sending || blank}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {sending ? (
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden="true" />
        ) : null}
        {sending ? 'Mengirim...' : CONTACT_WORDS.send}
      </button>
    </form>
  );
}
