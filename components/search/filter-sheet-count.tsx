'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FILTER_SHEET_WORDS } from '@/lib/words/browse';

/** The answer of GET /api/cari/jumlah, checked by hand: one number does not need a validation library here. */
const countOf = (json: unknown): number | null =>
  json && typeof json === 'object' && 'count' in json && typeof json.count === 'number' ? json.count : null;

/** The form's choices as a query string, empty fields left out. */
function chosen(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value) query.append(name, value);
  return query;
}

/** Whether any control of the form differs from what the server rendered into it. */
function changedBeforeHydration(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((el) => {
    if (el instanceof HTMLInputElement) {
      return el.type === 'checkbox' || el.type === 'radio' ? el.checked !== el.defaultChecked : el.value !== el.defaultValue;
    }
    if (el instanceof HTMLSelectElement) {
      // With no option marked selected, the browser shows the first one.
      const initial = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0];
      return el.value !== (initial?.value ?? '');
    }
    return false;
  });
}

/** Parameters that narrow a search; with none of them /search lists nothing, and the whole list is `/`. */
const CRITERIA = ['q', 'categories', 'tag', 'fee', 'mode', 'province', 'open'];

/**
 * "Tampilkan N lomba" on the Filter sheet's submit button: N is what the page has now, and follows the choices as
 * they change (the server counts them: GET /api/cari/jumlah). Its only work is a listener on its form; nothing runs
 * until a choice changes. Without JavaScript the number is dropped once a choice changes (globals.css,
 * `.sheet-count`), as it could no longer be true.
 */
export function FilterSheetCount({ initial }: { initial: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [count, setCount] = useState(initial);
  const router = useRouter();
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    form.dataset.live = '';
    let pending: AbortController | null = null;
    const update = async () => {
      pending?.abort();
      const mine = new AbortController();
      pending = mine;
      try {
        const res = await fetch(`/api/cari/jumlah?${chosen(form)}`, { signal: mine.signal });
        const n = res.ok ? countOf(await res.json()) : null;
        if (n !== null && pending === mine) setCount(n);
      } catch {
        // Aborted by a newer choice, or offline: the button still applies the choices; the number waits.
      }
    };
    // Applied without the empty fields a plain GET form would send; nothing chosen is the whole list.
    const submit = (e: SubmitEvent) => {
      e.preventDefault();
      const query = chosen(form);
      form.closest<HTMLElement>('[popover]')?.hidePopover();
      router.push(CRITERIA.some((k) => query.has(k)) ? `/search?${query}` : '/');
    };
    form.addEventListener('change', update);
    form.addEventListener('submit', submit);
    // A choice made in the sheet before this script ran fired no change we heard: count what the form holds now.
    if (changedBeforeHydration(form)) void update();
    return () => {
      pending?.abort();
      form.removeEventListener('change', update);
      form.removeEventListener('submit', submit);
    };
  }, [router]);
  return (
    <span ref={ref} className="sheet-count">
      <span className="sheet-count-n">{FILTER_SHEET_WORDS.show(count)}</span>
      <span className="sheet-count-any">{FILTER_SHEET_WORDS.showChosen}</span>
    </span>
  );
}
