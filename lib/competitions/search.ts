import { formatLongDate } from './dates';
import { normaliseTag } from './normalise';
import { CATEGORIES, type Category, type Competition } from './schema';

export type SearchFilters = { q: string; categories: Category[]; tags: string[] };

/** One searchable entry: the fields of spec section 5 lower-cased once, fields split by a separator no query holds. */
export type IndexedCompetition = { item: Competition; text: string };

const SEP = '\u0001';

/** A missing date has no text: "N/A" is a placeholder, not something a visitor looks for. */
function searchableDate(value: string): string {
  const formatted = formatLongDate(value);
  return formatted === 'N/A' ? '' : formatted;
}

export function searchableText(c: Competition): string {
  return [
    c.title,
    c.description,
    c.categories.join(' '),
    c.tags.join(' '),
    searchableDate(c.registration.start),
    searchableDate(c.registration.end),
    searchableDate(c.published_date),
  ]
    .join(SEP)
    .toLowerCase();
}

export function buildSearchIndex(items: readonly Competition[]): IndexedCompetition[] {
  return items.map((item) => ({ item, text: searchableText(item) }));
}

const listParam = (v: string | string[] | undefined | null): string[] =>
  (Array.isArray(v) ? v : v ? [v] : []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);

/** Reads q, categories and tag from a query string; unknown categories are ignored. */
export function parseSearchFilters(params: Record<string, string | string[] | undefined>): SearchFilters {
  const q = (Array.isArray(params.q) ? params.q[0] : params.q)?.trim().slice(0, 500) ?? '';
  const categories = [
    ...new Set(listParam(params.categories).map((c) => c.toUpperCase()).filter((c): c is Category => (CATEGORIES as readonly string[]).includes(c))),
  ];
  const tags = [...new Set(listParam(params.tag).map(normaliseTag).filter(Boolean))];
  return { q, categories, tags };
}

export function hasSearchCriteria(f: SearchFilters): boolean {
  return Boolean(f.q) || f.categories.length > 0 || f.tags.length > 0;
}

/**
 * Spec section 5: the text matches when the whole phrase or any whitespace-separated word appears (a phrase
 * that appears contains each of its words, so "any word" decides). Text and filters: text AND (category OR tag);
 * filters only: category OR tag; nothing: no results.
 */
export function searchCompetitions(index: readonly IndexedCompetition[], f: SearchFilters): Competition[] {
  // A word holding the field separator could match across two fields, which no single field would.
  const words = [...new Set(f.q.toLowerCase().split(/\s+/).filter((w) => w && !w.includes(SEP)))];
  const hasFilters = f.categories.length > 0 || f.tags.length > 0;
  if (!words.length && !hasFilters) return [];
  const cats = new Set<string>(f.categories);
  const tags = new Set(f.tags);
  const out: Competition[] = [];
  for (const entry of index) {
    const c = entry.item;
    if (hasFilters && !c.categories.some((x) => cats.has(x)) && !c.tags.some((t) => tags.has(t))) continue;
    if (words.length && !words.some((w) => entry.text.includes(w))) continue;
    out.push(c);
  }
  return out;
}
