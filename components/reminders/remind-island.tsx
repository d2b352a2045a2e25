'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { localReminders, refreshReminders } from '@/lib/reminders/local';
import {
  followingOf,
  PENDING_ATTR,
  READY_ATTR,
  type ReminderChannels,
  reminderState,
  type RemindTarget,
  targetKey,
  targetOf,
} from '@/lib/reminders/trigger';
import { savedStore } from '@/lib/saved';

type DialogProps = { target: RemindTarget; channels: ReminderChannels; openCount: number };
type Opened = { target: RemindTarget; key: string; count: number };

const SELECTOR = '[data-remind]';
let dialogModule: Promise<ComponentType<DialogProps>> | null = null;
const loadDialog = () => (dialogModule ??= import('./remind-dialog').then((m) => m.default));

/** Marks every reminder button with the state it shows ("Pengingat aktif", ...); CSS follows data-state. */
function markTriggers(): number {
  const local = localReminders.getSnapshot();
  const saved = savedStore.getSnapshot();
  const triggers = document.querySelectorAll<HTMLElement>(SELECTOR);
  for (const el of triggers) {
    const target = targetOf(el);
    const state = target && local.length ? reminderState(followingOf(target, local, saved)) : null;
    if (state) {
      if (el.dataset.state !== state) el.dataset.state = state;
    } else if (el.dataset.state) delete el.dataset.state;
  }
  return triggers.length;
}

/**
 * The one piece of client code behind every "Ingatkan saya" (components/reminders/remind-trigger.tsx renders them as
 * server HTML): it listens for their clicks on the document, loads the dialog with import() on the first one, and
 * sets each button's state in the DOM, so no card hydrates for it and a saved reminder never re-renders the list. A
 * tap made before it ran was kept by REMIND_TAP_SCRIPT (lib/reminders/trigger.ts) and is replayed here.
 */
export function RemindIsland({ channels }: { channels: ReminderChannels }) {
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    let opener: HTMLElement | null = null;
    const open = (el: HTMLElement) => {
      const target = targetOf(el);
      if (!target) return;
      opener = el;
      // From a card's menu: the menu closes, and the dialog gives focus back to its "Menu lomba" button.
      const menu = el.closest<HTMLElement>('[popover]');
      if (menu?.matches(':popover-open')) menu.hidePopover();
      loadDialog().then((C) => {
        setDialog(() => C);
        const key = targetKey(target);
        setOpened((o) => ({ target, key, count: (o?.count ?? 0) + 1 }));
      });
    };
    const triggerOf = (e: Event) => (e.target instanceof Element ? e.target.closest<HTMLElement>(SELECTOR) : null);
    const onClick = (e: MouseEvent) => {
      const el = triggerOf(e);
      if (el) open(el);
    };
    // The code starts to load as the finger lands, ahead of the click.
    const onPointerDown = (e: PointerEvent) => {
      if (triggerOf(e)) void loadDialog();
    };
    const onClose = (e: Event) => {
      if (!(e.target instanceof HTMLDialogElement) || !e.target.hasAttribute('data-remind-dialog')) return;
      const menu = opener?.closest<HTMLElement>('[popover]');
      if (menu?.id) document.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(menu.id)}"]`)?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('close', onClose, true);
    document.documentElement.setAttribute(READY_ATTR, '');
    const pending = document.querySelector<HTMLElement>(`[${PENDING_ATTR}]`);
    if (pending) {
      pending.removeAttribute(PENDING_ATTR);
      open(pending);
    }
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('close', onClose, true);
      document.documentElement.removeAttribute(READY_ATTR);
    };
  }, []);

  useEffect(() => {
    // Buttons that arrive later (another page, /tersimpan's list) are marked too, while this browser keeps any
    // reminder; one that keeps none (most) watches nothing.
    let observer: MutationObserver | null = null;
    let timer = 0;
    const update = () => {
      timer = 0;
      const count = markTriggers();
      const keeps = localReminders.getSnapshot().length > 0;
      // The server knows whether an e-mail was confirmed or a reminder stopped from a message; ask once it matters.
      if (keeps && count) refreshReminders();
      if (keeps && !observer) {
        observer = new MutationObserver(() => {
          if (!timer) timer = window.setTimeout(update, 0);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }
    };
    update();
    const offLocal = localReminders.subscribe(update);
    const offSaved = savedStore.subscribe(update);
    return () => {
      offLocal();
      offSaved();
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, []);

  return Dialog && opened ? <Dialog key={opened.key} target={opened.target} channels={channels} openCount={opened.count} /> : null;
}
