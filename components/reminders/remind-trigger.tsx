import { useId } from 'react';
import { remindersEnabled } from '@/lib/reminders/config';
import { type RemindTarget, triggerAttributes } from '@/lib/reminders/trigger';
import { DIGEST_UI, REMIND_UI } from '@/lib/words/reminders';

// The state the island sets (data-state on the button, lib/reminders/trigger.ts) picks the words and the look, and
// without JavaScript (no data-js on <html>, lib/saved.ts) the button looks unavailable and says why: `.rw-*` and
// `.remind-trigger` in globals.css, short classes because a list repeats them on every card (in the HTML and again in
// the inline payload).

function Bell() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="rw-bell h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
      <path strokeLinejoin="round" d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0" />
    </svg>
  );
}

function Words({ target }: { target: RemindTarget }) {
  const label = target.kind === 'digest' ? DIGEST_UI.button : target.kind === 'saved' ? REMIND_UI.buttonAll : REMIND_UI.button;
  return (
    <>
      <Bell />
      <span className="rw-off">{label}</span>
      <span className="rw-active">{REMIND_UI.active}</span>
      <span className="rw-pending">{REMIND_UI.pending}</span>
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
          className="card-menu-button"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            <circle cx="12" cy="5" r="1.8" />
            <circle cx="12" cy="12" r="1.8" />
            <circle cx="12" cy="19" r="1.8" />
          </svg>
        </button>
        {/* Beside its button where the browser can anchor it (above, or below when there is no room), else centred. */}
        <div id={menuId} popover="auto" role="menu" style={{ positionAnchor: `--${menuId}` }} className="card-menu">
          <button type="button" role="menuitem" {...attrs} className="remind-trigger card-menu-item">
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
      className={`remind-trigger data-[state]:ring-brand-300 relative z-10 inline-flex h-11 items-center gap-1.5 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 transition-colors hover:bg-slate-50 data-[state]:bg-brand-50 data-[state]:text-brand-800 data-[state]:hover:bg-brand-100 ${
        variant === 'wide' ? 'w-full justify-center sm:w-auto' : ''
      }`}
    >
      <Words target={target} />
    </button>
  );
}
