'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { LIST_STATUS_VALUES, LIST_STATUSES, type ListPage, type ListQuery, MAX_QUERY_LENGTH, isCategory } from '@/lib/data/list-query';
import { CATEGORIES } from '@/lib/competitions/schema';
import { ButtonSpinner, fieldClass, labelClass } from './form-controls';
import { COMMON_WORDS } from '@/lib/words/common';
import { LIST_STATUS_WORDS, TABLE_WORDS } from '@/lib/words/admin';

/** Typing waits this long for a pause before the table is searched. */
const TYPING_PAUSE_MS = 300;

type Props = {
  query: ListQuery;
  list: Pick<ListPage<unknown>, 'total' | 'all'>;
  busy: boolean;
  /** A new query; `replace` keeps it out of the history (each keystroke of a search). */
  onChange: (patch: Partial<ListQuery>, replace?: boolean) => void;
};

/** The search box and filters above the admin table. Their state is the URL's: the server answers each change. */
export function ListControls({ query, list, busy, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(query.q);
  const [shownQ, setShownQ] = useState(query.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed under us (back, forward, a link): the box shows its query.
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setText(query.q);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (value: string, now = false) => {
    clearTimeout(timer.current);
    const q = value.trim();
    if (q === query.q) return;
    if (now) onChange({ q }, true);
    else timer.current = setTimeout(() => onChange({ q }, true), TYPING_PAUSE_MS);
  };

  const filtered = Boolean(query.q || query.categories.length || query.status);
  const category = query.categories.length === 1 ? query.categories[0] : '';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <form
        role="search"
        className="min-w-[14rem] flex-1"
        onSubmit={(e) => {
          e.preventDefault();
          search(text, true);
        }}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {COMMON_WORDS.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={COMMON_WORDS.searchPlaceholder}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            search(e.target.value);
          }}
          className={fieldClass}
        />
      </form>
      <div>
        <label htmlFor={`${id}-cat`} className={labelClass}>
          {COMMON_WORDS.filterCategories}
        </label>
        <select
          id={`${id}-cat`}
          value={category}
          onChange={(e) => onChange({ categories: isCategory(e.target.value) ? [e.target.value] : [] })}
          className={fieldClass}
        >
          <option value="">{TABLE_WORDS.allCategories}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>
          {TABLE_WORDS.filterStatus}
        </label>
        <select
          id={`${id}-status`}
          value={query.status ?? ''}
          onChange={(e) => onChange({ status: LIST_STATUS_VALUES.find((v) => v === e.target.value) })}
          className={fieldClass}
        >
          <option value="">{LIST_STATUS_WORDS.all}</option>
          {LIST_STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="flex min-h-10 w-full items-center gap-2 text-sm text-slate-600 sm:w-auto">
        {busy ? (
          <>
            <ButtonSpinner />
            Memuat...
          </>
        ) : filtered ? (
          TABLE_WORDS.matched(list.total, list.all)
        ) : null}
      </p>
    </div>
  );
}
