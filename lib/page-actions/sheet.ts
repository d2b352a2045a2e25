/**
 * The Filter sheet's code (components/search/filter-sheet.tsx renders the sheet as server HTML that opens with the
 * popover attribute, without a script): loaded by the page actions island when "Filter" is first pressed (on
 * `pointerdown` already), it follows the choices with "Tampilkan N lomba" (the server counts them: GET
 * /api/cari/jumlah) and applies them without the empty fields a plain GET form would send. The form is marked
 * `data-live` once followed, so CSS (globals.css, `.sheet-count`) keeps the number.
 */
import { FILTER_SHEET_WORDS } from '@/lib/words/browse';
import type { ActContext } from './tap';

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
function changedSinceServer(form: HTMLFormElement): boolean {
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

function follow(form: HTMLFormElement, ctx: ActContext) {
  form.dataset.live = '';
  const label = form.querySelector<HTMLElement>('[data-sheet-count]');
  let pending: AbortController | null = null;
  const update = async () => {
    pending?.abort();
    const mine = new AbortController();
    pending = mine;
    try {
      const res = await fetch(`/api/cari/jumlah?${chosen(form)}`, { signal: mine.signal });
      const n = res.ok ? countOf(await res.json()) : null;
      if (n !== null && pending === mine && label) label.textContent = FILTER_SHEET_WORDS.show(n);
    } catch {
      // Aborted by a newer choice, or offline: the button still applies the choices; the number waits.
    }
  };
  form.addEventListener('change', update);
  // Applied without the empty fields a plain GET form would send; nothing chosen is the whole list.
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const query = chosen(form);
    form.closest<HTMLElement>('[popover]')?.hidePopover();
    ctx.navigate(CRITERIA.some((k) => query.has(k)) ? `/search?${query}` : '/');
  });
  // A choice made in the sheet before this code ran fired no change we heard: count what the form holds now.
  if (changedSinceServer(form)) void update();
}

/** "Filter" pressed: follow its sheet's form (a new one after the page changed in the browser). */
export function act(el: HTMLElement, _action: string, ctx: ActContext): void {
  const form = document.getElementById(el.getAttribute('popovertarget') ?? '')?.querySelector('form');
  if (form && form.dataset.live === undefined) follow(form, ctx);
}
