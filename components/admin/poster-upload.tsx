'use client';

import { useId, useState } from 'react';
import { uploadPostersRequest } from './submissions-api';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@/lib/words/organiser';

type Props = { onUploaded: (paths: string[]) => void; disabled?: boolean };

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * "Unggah poster" for the admin: files from the computer or an image pasted (Ctrl+V) into the box. Each goes
 * through the same checks as an organiser's upload and comes back as the site path to reference.
 */
export function PosterUpload({ onUploaded, disabled }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function upload(files: File[]) {
    const images = files.filter((f) => f.size > 0);
    if (!images.length || busy) return;
    if (images.length > UPLOAD_LIMITS.posters) return setMessage({ error: true, text: UPLOAD_MESSAGES.tooMany });
    if (images.some((f) => f.size > UPLOAD_LIMITS.posterBytes)) return setMessage({ error: true, text: UPLOAD_MESSAGES.tooLarge });
    setBusy(true);
    setMessage({ error: false, text: UPLOAD_MESSAGES.uploading });
    try {
      onUploaded(await uploadPostersRequest(images));
      setMessage({ error: false, text: UPLOAD_MESSAGES.uploaded });
    } catch (e) {
      setMessage({ error: true, text: (e instanceof Error && e.message) || UPLOAD_MESSAGES.storeFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      tabIndex={0}
      aria-describedby={`${id}-hint`}
      onPaste={(e) => {
        const files = [...e.clipboardData.files].filter((f) => f.type.startsWith('image/'));
        if (!files.length) return;
        e.preventDefault();
        void upload(files);
      }}
      className="mt-2 rounded-lg border border-dashed border-slate-300 p-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
    >
      <label htmlFor={`${id}-file`} className="font-semibold text-slate-700">
        {UPLOAD_MESSAGES.uploadLabel}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled || busy}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void upload(files);
        }}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
      />
      <p id={`${id}-hint`} className="mt-1 text-slate-600">
        {UPLOAD_MESSAGES.pasteHint}
      </p>
      {message ? (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'mt-1 text-red-700' : 'mt-1 text-slate-700'}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
