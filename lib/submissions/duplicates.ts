import type { Competition, CompetitionInput } from '@/lib/competitions/schema';

/** How close two titles' words must be (Jaccard index of their word sets) to be called "very similar". */
const TITLE_SIMILARITY = 0.7;
/** Deadlines this many days apart or less count as the same deadline (a typo, a time zone). */
const DEADLINE_DAYS = 3;

/** A link as a key: scheme, `www.`, a trailing slash, the fragment and tracking parameters do not matter. */
export function linkKey(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    for (const k of [...u.searchParams.keys()]) if (/^utm_|^fbclid$|^igshid$/i.test(k)) u.searchParams.delete(k);
    const query = u.searchParams.toString();
    return `${u.hostname.replace(/^www\./, '').toLowerCase()}${u.pathname.replace(/\/+$/, '')}${query ? `?${query}` : ''}`;
  } catch {
    return null;
  }
}

const words = (title: string): Set<string> =>
  new Set(
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1),
  );

export function titleSimilarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

const dayDistance = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

type Duplicate = { id: string; title: string; why: 'link' | 'title' };

/**
 * Published competitions a submission may duplicate: the same registration link, or a very similar title with
 * (nearly) the same deadline. `except` is the competition a correction corrects.
 */
export function findDuplicates(input: CompetitionInput, items: readonly Competition[], except?: string): Duplicate[] {
  const link = linkKey(input.registration_url);
  const out: Duplicate[] = [];
  for (const c of items) {
    if (c.id === except) continue;
    if (link && linkKey(c.registration_url) === link) out.push({ id: c.id, title: c.title, why: 'link' });
    else if (
      c.registration.end &&
      dayDistance(c.registration.end, input.registration.end) <= DEADLINE_DAYS &&
      titleSimilarity(c.title, input.title) >= TITLE_SIMILARITY
    )
      out.push({ id: c.id, title: c.title, why: 'title' });
    if (out.length >= 5) break;
  }
  return out;
}
