/**
 * The reminder buttons ("Ingatkan saya") are server HTML that carry what they remind of in data attributes; one
 * island (components/reminders/remind-island.tsx) opens the dialog for them and marks their state. This file is
 * what both sides share: the target and its attributes, the state a button shows, and the inline script that keeps a
 * tap made before the island hydrated. Browser and server code import it; it reads no secret.
 */
import { followersOf, type LocalReminders } from './local';

export type RemindTarget =
  /** One competition (detail page, a card's menu). */
  | { kind: 'one'; id: string }
  /** Every competition in this browser's saved list (/tersimpan). */
  | { kind: 'saved' }
  /** The weekly digest of a search (its query string and a label such as "SMA, Gratis"). */
  | { kind: 'digest'; query: string; label: string };

/**
 * Which reminder channels the server has (lib/reminders reminderConfig), and the first sending hour (REMINDER_HOURS)
 * the dialog names. The (site) layout renders the island only when one channel is there.
 */
export type ReminderChannels = { pushKey: string | null; email: boolean; fromHour: string };

/** The data attributes a trigger is rendered with (React props: `data-remind`, `data-id`, ...). */
export function triggerAttributes(target: RemindTarget): Record<string, string> {
  if (target.kind === 'one') return { 'data-remind': 'one', 'data-id': target.id };
  if (target.kind === 'digest') return { 'data-remind': 'digest', 'data-query': target.query, 'data-label': target.label };
  return { 'data-remind': 'saved' };
}

/** The target a trigger names, read back from its attributes; null for anything malformed. */
export function targetOf(el: Pick<Element, 'getAttribute'>): RemindTarget | null {
  const kind = el.getAttribute('data-remind');
  if (kind === 'saved') return { kind };
  if (kind === 'one') {
    const id = el.getAttribute('data-id');
    return id ? { kind, id } : null;
  }
  if (kind === 'digest') {
    const query = el.getAttribute('data-query');
    const label = el.getAttribute('data-label');
    return query !== null && label !== null ? { kind, query, label } : null;
  }
  return null;
}

/** One key per target: the dialog keeps what was typed while the same target is opened again. */
export const targetKey = (t: RemindTarget) => (t.kind === 'one' ? `one:${t.id}` : t.kind === 'digest' ? `digest:${t.query}` : 'saved');

/** The competitions a target covers: one, or every saved one (none for a digest). */
export const idsOf = (t: RemindTarget, saved: readonly string[]): string[] =>
  t.kind === 'one' ? [t.id] : t.kind === 'saved' ? [...saved] : [];

/** The reminders of this browser that follow the target. */
export function followingOf(t: RemindTarget, local: LocalReminders, saved: readonly string[]): LocalReminders {
  if (t.kind === 'one') return followersOf(local, t.id);
  if (t.kind === 'digest') return local.filter((s) => s.digest === t.query);
  const ids = idsOf(t, saved);
  return local.filter((s) => ids.some((id) => s.competitions.includes(id)));
}

/**
 * What a button says: `active` when one reminder runs (push at once, e-mail once its address is confirmed),
 * `pending` when only unconfirmed e-mail ones follow it, null for none.
 */
export function reminderState(following: LocalReminders): 'active' | 'pending' | null {
  if (following.some((s) => (s.state ?? (s.channel === 'push' ? 'active' : 'pending')) === 'active')) return 'active';
  return following.length ? 'pending' : null;
}

/**
 * Set on the trigger tapped before the island hydrated (by REMIND_TAP_SCRIPT); the island opens the dialog for it
 * once it runs. The island marks <html> with READY_ATTR when it listens itself.
 */
export const PENDING_ATTR = 'data-remind-pending';
export const READY_ATTR = 'data-remind-ready';

/**
 * Inline in the (site) layout, ahead of every trigger: a tap on a reminder button before the island's code has
 * arrived is remembered on that button (the last one wins), and replayed by the island.
 */
export const REMIND_TAP_SCRIPT = `(function(){var d=document,P=${JSON.stringify(PENDING_ATTR)},R=${JSON.stringify(READY_ATTR)};
d.addEventListener('click',function(e){if(d.documentElement.hasAttribute(R))return;var b=e.target&&e.target.closest?e.target.closest('[data-remind]'):null;if(!b)return;
var o=d.querySelectorAll('['+P+']');for(var i=0;i<o.length;i++)o[i].removeAttribute(P);b.setAttribute(P,'')},true)})();`;
