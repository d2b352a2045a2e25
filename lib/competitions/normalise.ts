import { toJakartaDate } from './dates';
import { CATEGORIES, type Category, type Competition, competitionSchema, isRealDate, LIMITS, thumbnailSchema } from './schema';

export type NormaliseResult = { items: Competition[]; dropped: { index: number; reason: string }[] };

const asText = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

const asList = (v: unknown): unknown[] => {
  if (Array.isArray(v)) return v;
  if (typeof v === 'string') return v.split(',');
  return [];
};

const TIMESTAMP_RE = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Epoch ms of an ISO timestamp with a real calendar date; one without an offset is Jakarta time. */
function timestampValue(s: string): number {
  const m = TIMESTAMP_RE.exec(s);
  if (!m || !isRealDate(`${m[1]}-${m[2]}-${m[3]}`)) return Number.NaN;
  return Date.parse(m[4] ? s : `${s}+07:00`);
}

/**
 * `2025-7-1` and `2025/07/01` become `2025-07-01`; a timestamp becomes its Jakarta calendar date (the date
 * the site shows for it); anything else becomes ''.
 */
export function normaliseDate(v: unknown): string {
  const s = asText(v);
  const t = timestampValue(s);
  if (!Number.isNaN(t)) return toJakartaDate(new Date(t).toISOString());
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[T ])/.exec(s);
  if (!m) return '';
  const out = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isRealDate(out) ? out : '';
}

/** A publish date keeps its time when it has one (AI items carry ISO timestamps). */
export function normalisePublishedDate(v: unknown): string {
  const s = asText(v);
  const t = timestampValue(s);
  if (!Number.isNaN(t)) return new Date(t).toISOString();
  return normaliseDate(s);
}

export function normaliseTag(v: unknown): string {
  return asText(v).replace(/^#+/, '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Lower-case, without #, no duplicates; over-long tags and any beyond the limit are left out. */
export function normaliseTags(v: unknown): string[] {
  const out: string[] = [];
  for (const raw of asList(v)) {
    const t = normaliseTag(raw);
    if (t && t.length <= LIMITS.tag && !out.includes(t)) out.push(t);
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

/** Usable, distinct URLs only; a single string is one URL unless commas separate whole http(s) URLs. */
function normaliseThumbnails(v: unknown): string[] {
  const list = typeof v === 'string' ? v.split(/,(?=\s*https?:\/\/)/i) : asList(v);
  const out: string[] = [];
  for (const raw of list) {
    const s = asText(raw);
    if (s && !out.includes(s) && thumbnailSchema.safeParse(s).success) out.push(s);
    if (out.length === LIMITS.thumbnails) break;
  }
  return out;
}

/**
 * Turns one record of unknown shape into a Competition, or explains why it cannot.
 * Lenient by design: one odd record in a hand-edited file must not take the site down.
 */
export function normaliseCompetition(raw: unknown): { ok: true; item: Competition } | { ok: false; reason: string } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reason: 'bukan objek' };
  const r = raw as Record<string, unknown>;
  const reg = r.registration && typeof r.registration === 'object' ? (r.registration as Record<string, unknown>) : {};
  const candidate = {
    id: asText(r.id),
    title: asText(r.title),
    description: asText(r.description),
    thumbnails: normaliseThumbnails(r.thumbnails ?? r.thumbnail),
    tags: normaliseTags(r.tags),
    categories: normaliseCategories(r.categories ?? r.category),
    registration: { start: normaliseDate(reg.start), end: normaliseDate(reg.end) },
    published_date: normalisePublishedDate(r.published_date),
  };
  if (!candidate.id) return { ok: false, reason: 'id kosong' };
  if (!candidate.title) return { ok: false, reason: 'judul kosong' };
  const parsed = competitionSchema.safeParse({
    ...candidate,
    description: candidate.description || '-',
  });
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  return { ok: true, item: { ...parsed.data, description: candidate.description } };
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

/** Parses the data file's text: blank means an empty list; anything but a JSON array is an error. */
export function parseDataFile(text: string): NormaliseResult {
  if (!text.trim()) return { items: [], dropped: [] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new Error(`Data lomba rusak: JSON tidak valid (${(e as Error).message}).`);
  }
  if (!Array.isArray(data)) throw new Error('Data lomba rusak: isi file harus berupa array JSON.');
  return normaliseCompetitions(data);
}

export function serialiseDataFile(items: readonly Competition[]): string {
  return JSON.stringify(items, null, 2) + '\n';
}
