'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { toThumbnailUrl } from '@/components/admin/thumbnail-url';
import { buttonClass, fieldClass, labelClass } from './form-controls';
import { THUMBNAIL_WORDS } from '@/lib/words/admin';

/** Paste a Google Drive or image link, get a URL a poster can use. */
export function ThumbnailGenerator() {
  const id = useId();
  const [text, setText] = useState('');
  const [copied, setCopied] = useState(false);
  const outputRef = useRef<HTMLInputElement>(null);
  const result = text.trim() ? toThumbnailUrl(text) : null;

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard access (http, or refused): select the text so the admin can copy it by hand.
      outputRef.current?.select();
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {THUMBNAIL_WORDS.heading}
      </h2>
      <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
        {THUMBNAIL_WORDS.helpBefore}
        <code>drive.google.com/file/d/ID/view</code>, <code>open?id=ID</code> {THUMBNAIL_WORDS.helpOr} <code>uc?id=ID</code>
        {THUMBNAIL_WORDS.helpAfter}
      </p>
      <label htmlFor={`${id}-input`} className={`${labelClass} mt-4`}>
        {THUMBNAIL_WORDS.input}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        inputMode="url"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setCopied(false);
        }}
        aria-describedby={`${id}-help ${id}-result`}
        placeholder="https://drive.google.com/file/d/.../view"
        className={fieldClass}
      />
      <div id={`${id}-result`} aria-live="polite" className="mt-3">
        {result?.ok ? (
          <>
            <label htmlFor={`${id}-output`} className={labelClass}>
              {THUMBNAIL_WORDS.output}
            </label>
            <div className="flex gap-2">
              <input
                id={`${id}-output`}
                ref={outputRef}
                type="text"
                readOnly
                value={result.url}
                className={`${fieldClass} bg-slate-50`}
                onFocus={(e) => e.target.select()}
              />
              <button type="button" onClick={() => copy(result.url)} className={`${buttonClass.primary} min-w-24`}>
                {copied ? 'Tersalin' : 'Salin'}
              </button>
            </div>
          </>
        ) : result ? (
          <p className="text-sm text-red-700">{result.message}</p>
        ) : null}
      </div>
    </section>
  );
}
