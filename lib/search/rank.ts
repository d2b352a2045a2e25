import type { Competition } from '@/lib/competitions/schema';
import { WORD_MASKS, wordBit } from './lookup';
import { holdsWhole, isWholeAt } from './pieces';
import { SEP, searchableText } from './text';
import { itemAt, u32 } from '@/lib/checked';

/*
 * "Paling relevan": for a text query, a title that is the query itself first; then listings that
 * hold the whole phrase or every word, open ones before closed ones; then listings holding some of the words, again
 * open before closed. Within each, title before tags before description before the rest (categories and dates). As a
 * score, lower first:
 *   0        the title is the query (ignoring case, punctuation and a year): "UI/UX Sprint" finds "UI/UX Sprint 2026";
 *   1-8      open: the whole phrase in one field (1 title, 2 tags, 3 description, 4 another), else every word
 *            (5 all in the title, 6 title and tags, 7 ... and description, 8 needs another field);
 *   9-16     the same, closed (registration ended before today);
 *   17-120   open, some words: fewer missing words first (4 per missing word), then the best field holding one (0-3);
 *   121-224  the same, closed.
 * "Holds" means as a whole word (pieces.ts, isWholeAt): a word found only inside a longer one ("esai" in "desain")
 * counts here as missing, so an essay contest comes before a design one for "esai"; among listings holding no query
 * word whole, the best field holding one inside a word decides. Which items match stays the spec's rule; this only
 * orders them. Ties keep the caller's order. Without `today` (the admin's table), open and closed are not told apart.
 */

/** Fields in rank order; index f of a wordsByField quadruple. */
const FIELDS = 4;
const STRONG = 8;
const MISSING_CAP = 25;
const SOME = MISSING_CAP * 4 + 3 + 1;
export const MAX_SCORE = 1 + 2 * STRONG + 2 * SOME - 1;

/** A title or query reduced to its words: lower case, no punctuation, no year. */
const bareWords = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\b(?:19|20)\d\d\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const popcount = (v: number) => {
  let c = 0;
  for (let x = v >>> 0; x; x &= x - 1) c++;
  return c;
};

/** The text of one of an item's four rank fields: title, tags, description, and the others joined by SEP. */
function fieldText(c: Competition, f: number): string {
  if (f === 0) return c.title;
  if (f === 1) return c.tags.join(' ');
  if (f === 2) return c.description;
  const parts = searchableText(c).split(SEP);
  return [parts[2], parts[4], parts[5], parts[6]].join(SEP);
}

/** wordsByField for items outside the token index, from their searchableText. */
export function extraWordsByField(texts: readonly string[], words: readonly string[]): Uint32Array {
  const out = new Uint32Array(texts.length * WORD_MASKS);
  texts.forEach((text, h) => {
    const parts = text.split(SEP);
    // Anything after the dates (SearchIndexOptions.extraText) counts with them, as the token index counts it.
    const fields = [itemAt(parts, 0), itemAt(parts, 3), itemAt(parts, 1), [parts[2], ...parts.slice(4)].join(SEP)];
    fields.forEach((field, f) =>
      words.forEach((w, x) => {
        if (!field.includes(w)) return;
        const at = h * WORD_MASKS + f;
        out[at] = u32(out, at) | wordBit(x);
        if (holdsWhole(field, w)) out[at + 4] = u32(out, at + 4) | wordBit(x);
      }),
    );
  });
  return out;
}

/** Whether `pattern` (global) matches somewhere in `text` as whole words. */
function holdsPhrase(text: string, pattern: RegExp): boolean {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (isWholeAt(text, m.index, m.index + m[0].length)) return true;
    pattern.lastIndex = m.index + 1;
  }
  return false;
}

/**
 * The score of each item for query text `q` (its `words` from queryWords), given which words each item holds per
 * field (`masks`, as from wordsByField). `masks` null (no text): every score is 0.
 */
export function relevanceScores(
  q: string,
  words: readonly string[],
  items: readonly Competition[],
  masks: Uint32Array | null,
  today?: string,
): Uint8Array {
  const scores = new Uint8Array(items.length);
  if (!masks || !words.length) return scores;
  let all = 0;
  words.forEach((_, x) => (all |= wordBit(x)));
  all >>>= 0;
  const wanted = popcount(all);
  const phrase = q.trim().toLowerCase().replace(/\s+/g, ' ');
  const bare = bareWords(phrase);
  // One word is its own phrase; several need the text itself, read only where every word shares one field. A
  // case-insensitive pattern reads a long description in place, where lower-casing it first would copy it; any run of
  // whitespace (a line break in a description) separates the phrase's words.
  const single = words.length === 1 && phrase === words[0];
  const pattern = new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'), 'gi');
  const closed = (c: Competition) => today !== undefined && c.registration.end !== '' && c.registration.end < today;
  const strong = (c: Competition, s: number) => (closed(c) ? STRONG + s : s);
  items.forEach((c, h) => {
    const any = h * WORD_MASKS;
    const whole = any + FIELDS;
    for (let f = 0; f < FIELDS; f++) {
      if (masks[whole + f] !== all) continue;
      if (!single && !holdsPhrase(fieldText(c, f), pattern)) continue;
      if (f === 0 && bare && bareWords(c.title) === bare) return (scores[h] = 0);
      return (scores[h] = strong(c, 1 + f));
    }
    let union = 0;
    for (let f = 0; f < FIELDS; f++) {
      union = (union | u32(masks, whole + f)) >>> 0;
      if (union === all) return (scores[h] = strong(c, 5 + f));
    }
    // The best field holding a word whole; with none whole, the best holding one inside a word.
    const held = union ? whole : any;
    let best = 0;
    while (best < FIELDS - 1 && !masks[held + best]) best++;
    scores[h] = 1 + 2 * STRONG + (closed(c) ? SOME : 0) + Math.min(MISSING_CAP, wanted - popcount(union)) * 4 + best;
  });
  return scores;
}
