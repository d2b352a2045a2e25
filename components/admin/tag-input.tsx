'use client';

import { useState } from 'react';
import { addTag, splitTagInput } from '@/components/admin/tags';
import { fieldClass } from './form-controls';
import { EDITOR_WORDS } from '@/lib/words/admin';
import { COMMON_WORDS } from '@/lib/words/common';

type Props = { id: string; tags: readonly string[]; onChange: (tags: readonly string[]) => void; describedBy?: string };

/** Enter or a comma turns the typed text into a tag chip. */
export function TagInput({ id, tags, onChange, describedBy }: Props) {
  const [text, setText] = useState('');

  const commit = (values: readonly string[]) => {
    const next = values.reduce<readonly string[]>((list, v) => addTag(list, v), tags);
    if (next !== tags) onChange(next);
  };

  return (
    <div>
      <input
        id={id}
        type="text"
        value={text}
        aria-describedby={describedBy}
        placeholder={EDITOR_WORDS.tagPlaceholder}
        className={fieldClass}
        onChange={(e) => {
          const { complete, rest } = splitTagInput(e.target.value);
          if (complete.length) commit(complete);
          setText(complete.length ? rest : e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ',') return;
          e.preventDefault();
          commit([text]);
          setText('');
        }}
      />
      {tags.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={EDITOR_WORDS.tagsChosen}>
          {tags.map((t) => (
            <li key={t} className="inline-flex items-center gap-1 rounded-md bg-slate-100 py-0.5 pr-1 pl-2 text-sm text-slate-800">
              #{t}
              <button
                type="button"
                onClick={() => onChange(tags.filter((x) => x !== t))}
                aria-label={COMMON_WORDS.removeTag(t)}
                className="inline-flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-200 hover:text-slate-900"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
