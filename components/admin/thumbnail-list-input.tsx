'use client';

import { useState } from 'react';
import { addThumbnail } from '@/components/admin/thumbnails';
import { EDITOR_WORDS, THUMBNAIL_URL_MESSAGES } from '@/lib/words/admin';
import { buttonClass, fieldClass } from './form-controls';
import { PosterUpload } from './poster-upload';

type Props = { id: string; thumbnails: readonly string[]; onChange: (list: readonly string[]) => void; describedBy?: string };

/** Poster URLs added one at a time by the Tambah button or Enter, each with a small preview. */
export function ThumbnailListInput({ id, thumbnails, onChange, describedBy }: Props) {
  const [text, setText] = useState('');

  const add = () => {
    const result = addThumbnail(thumbnails, text);
    if (result.status === 'empty') return;
    if (result.status === 'invalid') {
      window.alert(THUMBNAIL_URL_MESSAGES.invalidAlert);
      return;
    }
    if (result.status === 'added') onChange(result.list);
    setText('');
  };

  return (
    <div>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="url"
          value={text}
          aria-describedby={describedBy}
          placeholder="https://..."
          className={fieldClass}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
        <button type="button" onClick={add} className={buttonClass.secondary}>
          Tambah
        </button>
      </div>
      <PosterUpload onUploaded={(paths) => onChange([...thumbnails, ...paths.filter((p) => !thumbnails.includes(p))])} />
      {thumbnails.length ? (
        <ul className="mt-2 space-y-2" aria-label={EDITOR_WORDS.thumbnailsChosen}>
          {thumbnails.map((url, i) => (
            <li key={url} className="flex items-center gap-3 rounded-lg border border-slate-200 p-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- any host an admin pastes */}
              <img
                src={url}
                alt={EDITOR_WORDS.thumbnailPreview(i + 1)}
                className="h-12 w-12 shrink-0 rounded bg-slate-100 object-cover"
                referrerPolicy="no-referrer"
              />
              <span className="min-w-0 flex-1 truncate text-sm text-slate-700" title={url}>
                {url}
              </span>
              <button
                type="button"
                onClick={() => onChange(thumbnails.filter((x) => x !== url))}
                aria-label={EDITOR_WORDS.removeThumbnail(i + 1)}
                title={EDITOR_WORDS.removeThumbnailTitle}
                // Neutral, not red: it only takes the URL off this list; the red "Hapus" below deletes the competition.
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-500 hover:border-slate-400 hover:bg-slate-100 hover:text-slate-800"
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
