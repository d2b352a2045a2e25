import { isRegistrationOpen } from './deadline';
import type { Competition } from './schema';
import { itemAt } from '@/lib/checked';

const SIMILAR_LIMIT = 6;

type Comparable = Pick<Competition, 'id' | 'categories' | 'tags' | 'registration' | 'mode' | 'location' | 'fee' | 'organizer'>;

/**
 * How much two competitions have in common: shared categories and tags, and the facts a student filters by (mode,
 * province, city, free or paid, organiser). Categories "ALL" and "UMUM" say little, so they count half.
 */
function commonScore(a: Comparable, tagsOfA: ReadonlySet<string>, b: Comparable): number {
  let score = 0;
  for (const c of b.categories) if (a.categories.includes(c)) score += c === 'ALL' || c === 'UMUM' ? 0.5 : 1;
  for (const t of b.tags) if (tagsOfA.has(t)) score += 1;
  if (a.mode && a.mode === b.mode) score += 0.5;
  if (a.location?.province && a.location.province === b.location?.province) score += 0.5;
  if (a.location?.city && a.location.city === b.location?.city) score += 0.5;
  if (a.fee && a.fee.type === b.fee?.type) score += 0.5;
  if (a.organizer && a.organizer === b.organizer) score += 1;
  return score;
}

/**
 * Up to `limit` competitions open for registration today with the most in common with `c` (something in common at
 * least), closing soonest first among equals. One pass over `candidates` keeping the best few: no sort of the list.
 */
export function similarCompetitions<T extends Comparable>(
  c: Comparable,
  candidates: Iterable<T>,
  today: string,
  limit = SIMILAR_LIMIT,
): T[] {
  const tags = new Set(c.tags);
  const best: { item: T; score: number }[] = [];
  const before = (x: { item: T; score: number }, y: { item: T; score: number }) =>
    x.score !== y.score
      ? x.score > y.score
      : x.item.registration.end !== y.item.registration.end
        ? x.item.registration.end < y.item.registration.end
        : x.item.id < y.item.id;
  for (const item of candidates) {
    if (item.id === c.id || !isRegistrationOpen(item, today)) continue;
    const score = commonScore(c, tags, item);
    if (score <= 0) continue;
    const entry = { item, score };
    if (best.length === limit && !before(entry, itemAt(best, limit - 1))) continue;
    let i = best.length;
    while (i > 0 && before(entry, itemAt(best, i - 1))) i--;
    best.splice(i, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map((b) => b.item);
}
