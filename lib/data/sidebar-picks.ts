import type { Competition } from '@/lib/competitions/schema';
import { itemAt } from '@/lib/checked';

export const SIDEBAR_TAGS = 100;
const RECENT_POSTS = 5;

/** What the sidebar shows from the list in home order. */
type SidebarPicks = {
  /** The first competition with a poster. */
  featured: Competition | undefined;
  recent: Competition[];
  /** The first SIDEBAR_TAGS distinct tags, in order of first appearance. */
  tags: string[];
};

const made = new WeakMap<readonly Competition[], SidebarPicks>();

/**
 * The sidebar's items and tags, read from the top of the list only as far as they need (the first hundred tags
 * usually come from the first few hundred items), once per list: every page with a sidebar shares it, and a write
 * can compare it before and after (lib/data/revalidate.ts) without a pass over every item.
 */
export function sidebarPicks(items: readonly Competition[]): SidebarPicks {
  let picks = made.get(items);
  if (picks) return picks;
  const tags: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < items.length && tags.length < SIDEBAR_TAGS; i++) {
    for (const t of itemAt(items, i).tags) {
      if (seen.has(t)) continue;
      seen.add(t);
      tags.push(t);
      if (tags.length === SIDEBAR_TAGS) break;
    }
  }
  picks = { featured: items.find((c) => c.thumbnails.length > 0), recent: items.slice(0, RECENT_POSTS), tags };
  made.set(items, picks);
  return picks;
}
