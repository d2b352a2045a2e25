import { FACT_KEYS, normaliseFacts } from './facts';
import { asText, isCalendarDate, normaliseDate, normalisePublishedDate } from './normalise-date';
import { isInvisible, repairDeep } from './normalise-text';
import { CATEGORIES, type Category, type Competition, competitionSchema, LIMITS, RELATIVE_PATH_RE, thumbnailSchema } from './schema';
import { DATA_MESSAGES } from '@/lib/words/errors';

export type NormaliseResult = { items: Competition[]; dropped: { index: number; reason: string }[] };

const asList = (v: unknown): unknown[] => {
  if (Array.isArray(v)) return v;
  if (typeof v === 'string') return v.split(',');
  return [];
};

export function normaliseTag(v: unknown): string {
  return asText(v).replace(/^#+/, '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Lower-case, without #, no duplicates; over-long tags and any beyond the limit are left out. */
export function normaliseTags(v: unknown): string[] {
  const out: string[] = [];
  for (const raw of asList(v)) {
    const t = normaliseTag(raw);
    if (t && t.length <= LIMITS.tag && !isInvisible(t) && !out.includes(t)) out.push(t);
    if (out.length === LIMITS.tags) break;
  }
  return out;
}

export function normaliseCategories(v: unknown): Category[] {
  const out: Category[] = [];
  for (const raw of asList(v)) {
    const c = asText(raw).toUpperCase();
    if ((CATEGORIES as readonly string[]).includes(c) && !out.includes(c as Category)) out.push(c as Category);
  }
  return out.length ? out : ['ALL'];
}

const HTTP_THUMBNAIL_RE = /^https?:\/\/\S+$/i;

function isHttpUrl(s: string): boolean {
  try {
    const { protocol } = new URL(s);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * thumbnailSchema's verdict, without zod for the common shapes: a site-relative path by the schema's own pattern,
 * and an http(s) URL without whitespace that the URL parser reads, which is exactly what z.url({ protocol }) checks
 * for it. Lengths are counted in UTF-16 units, never more than zod's code points. Anything else asks zod.
 */
function isThumbnail(s: string, strict: boolean): boolean {
  if (!strict && s.length <= LIMITS.thumbnailUrl) {
    if (RELATIVE_PATH_RE.test(s)) return true;
    if (HTTP_THUMBNAIL_RE.test(s) && isHttpUrl(s)) return true;
  }
  return thumbnailSchema.safeParse(s).success;
}

/** Usable, distinct URLs only; a single string is one URL unless commas separate whole http(s) URLs. */
function normaliseThumbnails(v: unknown, strict: boolean): string[] {
  const list = typeof v === 'string' ? v.split(/,(?=\s*https?:\/\/)/i) : asList(v);
  const out: string[] = [];
  for (const raw of list) {
    const s = asText(raw);
    if (s && !out.includes(s) && isThumbnail(s, strict)) out.push(s);
    if (out.length === LIMITS.thumbnails) break;
  }
  return out;
}

const ISO_UTC_RE = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;
const TAB_OR_NEWLINE_RE = /[\t\n\r]/;

/**
 * True only when competitionSchema would accept the candidate and return it unchanged, so zod can be skipped;
 * false sends it through zod, which then gives the same item or the same reason as always. Relies on every
 * thumbnail having passed thumbnailSchema already (z.url returns it without tabs and newlines, hence that check).
 * Lengths are UTF-16 units, never fewer than the code points zod counts.
 */
function passesSchemaUnchanged(c: Competition): boolean {
  const { id, title, description } = c;
  if (id.length < 1 || id.length > LIMITS.id) return false;
  if (title.length < 1 || title.length > LIMITS.title || title.trim() !== title) return false;
  if (description.length > LIMITS.description || description.trim() !== description) return false;
  if (c.thumbnails.length > LIMITS.thumbnails) return false;
  for (const t of c.thumbnails) if (t.trim() !== t || TAB_OR_NEWLINE_RE.test(t)) return false;
  if (c.tags.length > LIMITS.tags) return false;
  for (const t of c.tags) {
    if (t.length < 1 || t.length > LIMITS.tag || t.trim().toLowerCase().replace(/^#+/, '').trim() !== t) return false;
  }
  if (c.categories.length < 1) return false;
  for (const cat of c.categories) if (!CATEGORIES.includes(cat)) return false;
  const { start, end } = c.registration;
  if ((start !== '' && !isCalendarDate(start)) || (end !== '' && !isCalendarDate(end))) return false;
  const p = c.published_date;
  if (p === '' || isCalendarDate(p)) return true;
  const m = ISO_UTC_RE.exec(p);
  return m !== null && isCalendarDate(m[1]!);
}

type NormaliseOne = { ok: true; item: Competition } | { ok: false; reason: string };

/**
 * Turns one record of unknown shape into a Competition, or explains why it cannot.
 * Lenient by design: one odd record in a hand-edited file must not take the site down.
 */
export function normaliseCompetition(raw: unknown): NormaliseOne {
  return normaliseWith(raw, false);
}

/** @internal normaliseCompetition with every check made by zod; tests prove the fast path gives the same. */
export function normaliseCompetitionStrict(raw: unknown): NormaliseOne {
  return normaliseWith(raw, true);
}

function normaliseWith(raw: unknown, strict: boolean): NormaliseOne {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reason: 'bukan objek' };
  const r = raw as Record<string, unknown>;
  const reg = r.registration && typeof r.registration === 'object' ? (r.registration as Record<string, unknown>) : {};
  const candidate: Competition = {
    id: asText(r.id),
    title: asText(r.title),
    description: asText(r.description),
    thumbnails: normaliseThumbnails(r.thumbnails ?? r.thumbnail, strict),
    tags: normaliseTags(r.tags),
    categories: normaliseCategories(r.categories ?? r.category),
    registration: { start: normaliseDate(reg.start), end: normaliseDate(reg.end) },
    published_date: normalisePublishedDate(r.published_date),
    // Facts are read by their own module; their text is repaired like every other field's.
    ...normaliseFacts(factFields(r)),
  };
  if (!candidate.id) return { ok: false, reason: 'id kosong' };
  if (!candidate.title || isInvisible(candidate.title)) return { ok: false, reason: 'judul kosong' };
  if (!strict && passesSchemaUnchanged(candidate)) return { ok: true, item: candidate };
  const parsed = competitionSchema.safeParse({
    ...candidate,
    description: candidate.description || '-',
  });
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  return { ok: true, item: { ...parsed.data, description: candidate.description } };
}

/** The record's fact fields with their text repaired (only those: the other fields are repaired as they are read). */
function factFields(r: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of FACT_KEYS) if (r[k] !== undefined) out[k] = repairDeep(r[k]);
  return out;
}

/** Normalises a whole data file's parsed JSON. Duplicate ids keep the first record. */
export function normaliseCompetitions(data: unknown): NormaliseResult {
  const list = Array.isArray(data) ? data : [];
  const items: Competition[] = [];
  const dropped: NormaliseResult['dropped'] = [];
  const seen = new Set<string>();
  list.forEach((raw, index) => {
    const res = normaliseCompetition(raw);
    if (!res.ok) return dropped.push({ index, reason: res.reason });
    if (seen.has(res.item.id)) return dropped.push({ index, reason: `id ganda ${res.item.id}` });
    seen.add(res.item.id);
    items.push(res.item);
  });
  return { items, dropped };
}

/** The data file's records: blank text means none; anything but a JSON array is an error the pages show. */
export function parseDataArray(text: string): unknown[] {
  if (!text.trim()) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new Error(DATA_MESSAGES.badJson((e as Error).message));
  }
  if (!Array.isArray(data)) throw new Error(DATA_MESSAGES.notArray);
  return data;
}

/** Parses and normalises the data file's text. */
export function parseDataFile(text: string): NormaliseResult {
  return normaliseCompetitions(parseDataArray(text));
}

export function serialiseDataFile(items: readonly Competition[]): string {
  return JSON.stringify(items, null, 2) + '\n';
}
