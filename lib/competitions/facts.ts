import { normaliseDate } from './normalise-date';
import { findProvince } from './provinces';
import { type Competition, factsShape, MODES, type Mode } from './schema';

/** The optional facts of a competition (fee, prize, mode, place, organiser, links, stages, verification). */
export type Facts = Pick<Competition, keyof typeof factsShape>;
export const FACT_KEYS = Object.keys(factsShape) as (keyof Facts)[];

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A rupiah amount from a number or a plain written amount ("Rp 50.000", "50000"); undefined otherwise. */
export function parseRupiah(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 0 ? v : undefined;
  const s = text(v);
  if (!s) return undefined;
  const m = /^(?:rp\.?\s*)?(\d{1,3}(?:[.,]\d{3})+|\d+)(?:,-|,00)?$/i.exec(s);
  return m ? Number(m[1]!.replace(/[.,]/g, '')) : undefined;
}

function fee(v: unknown): Facts['fee'] {
  if (!isRecord(v)) return undefined;
  const type = text(v.type)?.toLowerCase();
  if (type === 'free') return { type };
  if (type !== 'paid') return undefined;
  const amount = parseRupiah(v.amount);
  // A paid fee of 0 contradicts itself: unknown rather than a guess either way.
  if (amount === 0) return undefined;
  return amount === undefined ? { type } : { type, amount };
}

function prize(v: unknown): Facts['prize'] {
  if (!isRecord(v)) return undefined;
  const total = parseRupiah(v.total);
  const t = text(v.text);
  if (total === undefined && !t) return undefined;
  return { ...(total !== undefined ? { total } : {}), ...(t ? { text: t } : {}) };
}

function mode(v: unknown): Mode | undefined {
  const m = text(v)?.toLowerCase();
  return (MODES as readonly string[]).includes(m ?? '') ? (m as Mode) : undefined;
}

function location(v: unknown): Facts['location'] {
  if (!isRecord(v)) return undefined;
  const city = text(v.city);
  const province = findProvince(v.province);
  if (!city && !province) return undefined;
  return { ...(city ? { city } : {}), ...(province ? { province } : {}) };
}

function stages(v: unknown): Facts['stages'] {
  if (!isRecord(v)) return undefined;
  const out: NonNullable<Facts['stages']> = {};
  for (const k of ['submission_deadline', 'announcement', 'event_start', 'event_end'] as const) {
    const d = normaliseDate(v[k]);
    if (d) out[k] = d;
  }
  if (out.event_start && out.event_end && out.event_end < out.event_start) delete out.event_end;
  return Object.keys(out).length ? out : undefined;
}

function extension(v: unknown): Facts['extension'] {
  if (!isRecord(v)) return undefined;
  const from = normaliseDate(v.from);
  if (!from) return undefined;
  const at = normaliseDate(v.at);
  const note = text(v.note);
  return { from, ...(at ? { at } : {}), ...(note ? { note } : {}) };
}

/** Each fact through the schema's own rule; one that does not pass is unknown, and the record stays. */
function checked<K extends keyof Facts>(key: K, value: unknown): Facts[K] | undefined {
  if (value === undefined) return undefined;
  const res = factsShape[key].safeParse(value);
  return res.success ? (res.data as Facts[K]) : undefined;
}

/**
 * The facts of one raw record, read leniently (a province written "Jawa barat" or "Jabar", an amount written
 * "Rp 50.000"), each checked by the schema. Absent or unreadable facts are left out: unknown, never guessed.
 */
export function normaliseFacts(r: Record<string, unknown>): Partial<Facts> {
  const raw: { [K in keyof Facts]: unknown } = {
    fee: fee(r.fee),
    prize: prize(r.prize),
    mode: mode(r.mode),
    location: location(r.location),
    organizer: text(r.organizer),
    registration_url: text(r.registration_url),
    guidebook_url: text(r.guidebook_url),
    winners_url: text(r.winners_url),
    extension: extension(r.extension),
    previous_event_start: normaliseDate(r.previous_event_start) || undefined,
    stages: stages(r.stages),
    verified_at: normaliseDate(r.verified_at) || undefined,
    updated_at: text(r.updated_at),
  };
  const out: Partial<Facts> = {};
  for (const key of FACT_KEYS) {
    const value = checked(key, raw[key]);
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
