import { z } from 'zod';
import type { Outcome } from './classify';
import type { LinkKind } from './extract';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Hard failures must be this far apart before a link counts as broken. */
const BROKEN_AFTER_MS = DAY;
/** A link that answers is checked again after this; one in doubt or broken after RECHECK_DOUBT_MS. */
const RECHECK_OK_MS = 3 * DAY;
const RECHECK_DOUBT_MS = DAY;
/** A registration link broken this long, and seen by the owner, is marked on the page beside "Daftar". */
const VISIBLE_AFTER_MS = 3 * DAY;
/** Competitions remembered per link (the same form is often linked by several listings). */
const MAX_REFS = 5;

const refSchema = z.object({ id: z.string(), kind: z.enum(['registration', 'guidebook', 'description', 'poster']) });

/** What the checker knows of one link (an address), kept in the link store under that address. */
export const linkStateSchema = z.object({
  state: z.enum(['ok', 'broken', 'unknown']),
  /** What answered the last check, in words (LINK_WORDS.answers). */
  answer: z.string(),
  checkedAt: z.number(),
  nextAt: z.number(),
  /** The first hard failure of the current run of them; cleared by any answer that is ok. */
  firstHardAt: z.number().optional(),
  /** When the link became broken. */
  brokenAt: z.number().optional(),
  refs: z.array(refSchema),
  /** The owner's decision: checked by hand (fine after all) or ignored; cleared when the link breaks anew. */
  handled: z.enum(['checked', 'ignored']).optional(),
  /** When the owner first saw it broken in "Tautan bermasalah"; nothing is shown to visitors before. */
  seenAt: z.number().optional(),
  /** When the daily e-mail named it. */
  mailedAt: z.number().optional(),
});
export type LinkState = z.infer<typeof linkStateSchema>;

/** The competitions that link to an address, the newest reference first, at most MAX_REFS. */
function withRef(refs: LinkState['refs'], id: string, kind: LinkKind): LinkState['refs'] {
  if (refs[0]?.id === id && refs[0].kind === kind) return refs;
  return [{ id, kind }, ...refs.filter((r) => r.id !== id)].slice(0, MAX_REFS);
}

/**
 * The state after one check at `now`. `ok` clears every failure. A soft answer says nothing either way: a broken
 * link stays broken and a run of hard failures goes on. A hard failure starts a run, and the link is broken once a
 * hard failure comes at least BROKEN_AFTER_MS after the run's first; meanwhile it is `unknown` (in doubt), checked
 * again when that time comes. A link that breaks anew loses the owner's earlier decision and is shown to them again.
 */
export function nextState(prev: LinkState | undefined, outcome: Outcome, now: number, ref: { id: string; kind: LinkKind }): LinkState {
  const refs = withRef(prev?.refs ?? [], ref.id, ref.kind);
  const base = { answer: outcome.answer, checkedAt: now, refs };
  if (outcome.kind === 'ok') {
    return { ...base, state: 'ok', nextAt: now + RECHECK_OK_MS };
  }
  if (outcome.kind === 'soft') {
    const wait = Math.max(RECHECK_DOUBT_MS, outcome.retryAfterMs ?? 0);
    const keep = prev && prev.state !== 'ok' ? prev : undefined;
    return {
      ...keep,
      ...base,
      state: keep?.state === 'broken' ? 'broken' : 'unknown',
      nextAt: now + wait,
    };
  }
  const firstHardAt = prev?.firstHardAt ?? now;
  if (prev?.state === 'broken') return { ...prev, ...base, firstHardAt, nextAt: now + RECHECK_DOUBT_MS };
  if (now - firstHardAt >= BROKEN_AFTER_MS) {
    // Newly broken: the owner decides again.
    const { handled: _h, seenAt: _s, mailedAt: _m, ...rest } = prev ?? { refs };
    return { ...rest, ...base, state: 'broken', firstHardAt, brokenAt: now, nextAt: now + RECHECK_DOUBT_MS };
  }
  return { ...prev, ...base, state: 'unknown', firstHardAt, nextAt: Math.max(now + HOUR, firstHardAt + BROKEN_AFTER_MS) };
}

/** Broken and waiting for the owner: listed in "Tautan bermasalah" and in the daily e-mail. */
export const needsOwner = (s: LinkState) => s.state === 'broken' && s.handled === undefined;

/**
 * Whether a visitor sees "Tautan pendaftaran sedang diperiksa" beside "Daftar": a registration link broken for
 * VISIBLE_AFTER_MS that the owner has seen and not yet dealt with.
 */
export function flaggedForVisitors(s: LinkState | undefined, now: number): boolean {
  return Boolean(
    s &&
    needsOwner(s) &&
    s.seenAt !== undefined &&
    s.brokenAt !== undefined &&
    now - s.brokenAt >= VISIBLE_AFTER_MS &&
    s.refs.some((r) => r.kind === 'registration'),
  );
}

/** The owner's action on a broken link. */
export function handle(s: LinkState, action: 'checked' | 'ignored', now: number): LinkState {
  if (action === 'ignored') return { ...s, handled: 'ignored' };
  const { firstHardAt: _f, brokenAt: _b, ...rest } = s;
  return { ...rest, state: 'ok', handled: 'checked', checkedAt: now, nextAt: now + RECHECK_OK_MS };
}
