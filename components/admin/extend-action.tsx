'use client';

import { useId, useState } from 'react';
import { EXTENSION_WORDS } from '@/lib/words/listing';
import { buttonClass, FieldError, fieldClass, labelClass } from './form-controls';

/**
 * "Perpanjang pendaftaran": one step for the commonest edit after publishing. The admin picks the new end (after the
 * current one) and may add a note; saving sends the whole form with that end, and the server records the earlier
 * end, so the page shows "Diperpanjang" with it struck through.
 */
export function ExtendAction({
  currentEnd,
  busy,
  onExtend,
}: {
  currentEnd: string;
  busy: boolean;
  onExtend: (end: string, note: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [end, setEnd] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={`${buttonClass.secondary} mt-2`}>
        {EXTENSION_WORDS.action}
      </button>
    );
  }
  const apply = () => {
    if (!end || end <= currentEnd) {
      setError(EXTENSION_WORDS.notLater);
      return;
    }
    setError(undefined);
    onExtend(end, note.trim());
  };
  return (
    <div role="group" aria-label={EXTENSION_WORDS.action} className="mt-3 space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3">
      <div>
        <label htmlFor={`${id}-end`} className={labelClass}>
          {EXTENSION_WORDS.newEnd}
        </label>
        <input
          id={`${id}-end`}
          type="date"
          min={currentEnd}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          className={fieldClass}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div>
        <label htmlFor={`${id}-note`} className={labelClass}>
          {EXTENSION_WORDS.note}
        </label>
        <input
          id={`${id}-note`}
          type="text"
          maxLength={300}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className={fieldClass}
        />
      </div>
      <div className="flex gap-2">
        <button type="button" disabled={busy} onClick={apply} className={buttonClass.primary}>
          {EXTENSION_WORDS.apply}
        </button>
        <button type="button" onClick={() => setOpen(false)} className={buttonClass.secondary}>
          {EXTENSION_WORDS.cancel}
        </button>
      </div>
    </div>
  );
}
