import { useId } from 'react';
import { remindersEnabled } from '@/lib/reminders/config';
import { type RemindTarget, triggerAttributes } from '@/lib/reminders/trigger';
import { DIGEST_UI, REMIND_UI } from '@/lib/words/reminders';

// The state the island sets (data-state on the button, lib/reminders/trigger.ts) picks the words and the look.
const WORDS = {
  off: 'group-data-[state]/remind:hidden',
  active: 'hidden group-data-[state=active]/remind:inline',
  pending: 'hidden group-data-[state=pending]/remind:inline',
} as const;
/** Without JavaScript (no data-js on <html>, lib/saved.ts) the button looks unavailable and says why. */
const NO_SCRIPT = '[html:not([data-js])_&]:cursor-not-allowed [html:not([data-js])_&]:opacity-70';

function Bell() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0 group-data-[state=active]/remind:fill-current group-data-[state=pending]/remind:[stroke-dasharray:3_2]"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinejoin="round" d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0" />
    </svg>
  );
}

function Words({ target }: { target: RemindTarget }) {
  const label = target.kind === 'digest' ? DIGEST_UI.button : target.kind === 'saved' ? REMIND_UI.buttonAll : REMIND_UI.button;
  return (
    <>
      <Bell />
      <span className={WORDS.off}>{label}</span>
      <span className={WORDS.active}>{REMIND_UI.active}</span>
      <span className={WORDS.pending}>{REMIND_UI.pending}</span>
      <span className="no-js-only">{REMIND_UI.needsScript}</span>
    </>
  );
}

/**
 * "Ingatkan saya" (and "Ingatkan semua lomba tersimpan", "Kirim ringkasan mingguan"): plain server HTML with no
 * component code. The button carries its target in data attributes; the one island (remind-island.tsx) opens the
 * dialog for it and marks its state ("Pengingat aktif", "Menunggu konfirmasi email") as data-state. A card's menu is
 * an HTML popover, which the browser opens, closes on Escape and gives focus back from. Nothing is rendered when the
 * server has neither push nor e-mail.
 */
export function RemindTrigger({ target, variant = 'inline' }: { target: RemindTarget; variant?: 'inline' | 'menu' | 'wide' }) {
  const menuId = `menu-lomba-${useId().replace(/[^\w-]/g, '')}`;
  if (!remindersEnabled()) return null;
  const attrs = triggerAttributes(target);
  if (variant === 'menu') {
    return (
      <div className="relative z-20">
        <button
          type="button"
          aria-label={REMIND_UI.menu}
          aria-haspopup="menu"
          popoverTarget={menuId}
          style={{ anchorName: `--${menuId}` }}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            <circle cx="12" cy="5" r="1.8" />
            <circle cx="12" cy="12" r="1.8" />
            <circle cx="12" cy="19" r="1.8" />
          </svg>
        </button>
        {/* Beside its button where the browser can anchor it (above, or below when there is no room), else centred. */}
        <div
          id={menuId}
          popover="auto"
          role="menu"
          style={{ positionAnchor: `--${menuId}` }}
          className="m-auto w-56 rounded-lg bg-white p-1 text-sm shadow-lg ring-1 ring-slate-200 supports-[position-area:top]:[inset:auto] supports-[position-area:top]:m-0 supports-[position-area:top]:my-2 supports-[position-area:top]:[position-area:top_span-left] supports-[position-area:top]:[position-try-fallbacks:flip-block]"
        >
          <button
            type="button"
            role="menuitem"
            {...attrs}
            className={`group/remind flex w-full items-center gap-2 rounded-md px-3 py-2 text-left font-semibold text-slate-800 hover:bg-slate-100 ${NO_SCRIPT}`}
          >
            <Words target={target} />
          </button>
        </div>
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...attrs}
      className={`group/remind data-[state]:ring-brand-300 relative z-10 inline-flex h-11 items-center gap-1.5 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 transition-colors hover:bg-slate-50 data-[state]:bg-brand-50 data-[state]:text-brand-800 data-[state]:hover:bg-brand-100 ${NO_SCRIPT} ${
        variant === 'wide' ? 'w-full justify-center sm:w-auto' : ''
      }`}
    >
      <Words target={target} />
    </button>
  );
}
