import type { Facts } from '@/lib/competitions/facts';
import type { Province } from '@/lib/competitions/provinces';
import { FACT_LIMITS, type Mode } from '@/lib/competitions/fact-constants';
import { FACT_MESSAGES, FIELD_LABELS } from '@/lib/words/fields';
import type { Competition } from '@/lib/competitions/schema';

/** The editor's fact fields as the form holds them: text as typed, '' for unknown. */
export type FactsDraft = {
  feeType: '' | 'free' | 'paid';
  feeAmount: string;
  prizeTotal: string;
  prizeText: string;
  mode: '' | Mode;
  city: string;
  province: '' | Province;
  organizer: string;
  registrationUrl: string;
  guidebookUrl: string;
  winnersUrl: string;
  /** The end before the last extension ("Diperpanjang"), kept as loaded; the server sets it on a save. */
  extensionFrom: string;
  /** The note shown beside "Diperpanjang". */
  extensionNote: string;
  submissionDeadline: string;
  announcement: string;
  eventStart: string;
  eventEnd: string;
  verified: boolean;
  /** The date it was last checked, kept while the box stays ticked. */
  verifiedAt: string;
};

export function emptyFactsDraft(): FactsDraft {
  return {
    feeType: '',
    feeAmount: '',
    prizeTotal: '',
    prizeText: '',
    mode: '',
    city: '',
    province: '',
    organizer: '',
    registrationUrl: '',
    guidebookUrl: '',
    winnersUrl: '',
    extensionFrom: '',
    extensionNote: '',
    submissionDeadline: '',
    announcement: '',
    eventStart: '',
    eventEnd: '',
    verified: false,
    verifiedAt: '',
  };
}

const amountText = (n: number | undefined) => (n === undefined ? '' : String(n));

export function factsDraftFrom(c: Partial<Pick<Competition, keyof Facts>>): FactsDraft {
  return {
    feeType: c.fee?.type ?? '',
    feeAmount: c.fee?.type === 'paid' ? amountText(c.fee.amount) : '',
    prizeTotal: amountText(c.prize?.total),
    prizeText: c.prize?.text ?? '',
    mode: c.mode ?? '',
    city: c.location?.city ?? '',
    province: c.location?.province ?? '',
    organizer: c.organizer ?? '',
    registrationUrl: c.registration_url ?? '',
    guidebookUrl: c.guidebook_url ?? '',
    winnersUrl: c.winners_url ?? '',
    extensionFrom: c.extension?.from ?? '',
    extensionNote: c.extension?.note ?? '',
    submissionDeadline: c.stages?.submission_deadline ?? '',
    announcement: c.stages?.announcement ?? '',
    eventStart: c.stages?.event_start ?? '',
    eventEnd: c.stages?.event_end ?? '',
    verified: Boolean(c.verified_at),
    verifiedAt: c.verified_at ?? '',
  };
}

/** "50.000", "Rp 50.000" and "50000" are 50000; anything else is not a number (NaN, which the schema refuses). */
export function parseAmount(text: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const m = /^(?:rp\.?\s*)?(\d{1,3}(?:\.\d{3})+|\d+)$/i.exec(t);
  return m ? Number(m[1]!.replace(/\./g, '')) : Number.NaN;
}

type FactField = 'fee' | 'prize' | 'location' | 'organizer' | 'registration_url' | 'guidebook_url' | 'winners_url' | 'stages';

function checkAmount(text: string): string | undefined {
  const n = parseAmount(text);
  if (n === undefined) return undefined;
  if (Number.isNaN(n)) return FACT_MESSAGES.notNumber;
  return n > FACT_LIMITS.rupiah ? FACT_MESSAGES.tooBig : undefined;
}

function checkLink(text: string, label: string): string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  if (t.length > FACT_LIMITS.url) return FACT_MESSAGES.longUrl(label);
  try {
    const { protocol } = new URL(t);
    return protocol === 'http:' || protocol === 'https:' ? undefined : FACT_MESSAGES.badUrl(label);
  } catch {
    return FACT_MESSAGES.badUrl(label);
  }
}

/** The editor's own checks, before anything is sent: the schema's rules, in the schema's words. */
export function checkFactsDraft(d: FactsDraft): Partial<Record<FactField, string>> {
  const out: Partial<Record<FactField, string>> = {};
  const fee = d.feeType === 'paid' ? checkAmount(d.feeAmount) : undefined;
  if (fee) out.fee = fee;
  const prize = checkAmount(d.prizeTotal);
  if (prize) out.prize = prize;
  const reg = checkLink(d.registrationUrl, FIELD_LABELS.registration_url);
  if (reg) out.registration_url = reg;
  const guide = checkLink(d.guidebookUrl, FIELD_LABELS.guidebook_url);
  if (guide) out.guidebook_url = guide;
  const winners = checkLink(d.winnersUrl, FIELD_LABELS.winners_url);
  if (winners) out.winners_url = winners;
  if (d.eventStart && d.eventEnd && d.eventEnd < d.eventStart) out.stages = FACT_MESSAGES.eventEnd;
  return out;
}

const set = <T>(v: T | undefined | '') => (v === undefined || v === '' ? undefined : v);

/**
 * The facts to send: blanks left out (unknown), a place only for offline and hybrid, and a verification date of
 * today when the box was just ticked (an earlier one is kept).
 */
export function factsToInput(d: FactsDraft, today: string): Partial<Facts> {
  const amount = parseAmount(d.feeAmount);
  const total = parseAmount(d.prizeTotal);
  const prizeText = d.prizeText.trim();
  const city = d.city.trim();
  const hasPlace = (d.mode === 'offline' || d.mode === 'hybrid' || d.mode === '') && (city || d.province);
  const stages = {
    ...(d.submissionDeadline ? { submission_deadline: d.submissionDeadline } : {}),
    ...(d.announcement ? { announcement: d.announcement } : {}),
    ...(d.eventStart ? { event_start: d.eventStart } : {}),
    ...(d.eventEnd ? { event_end: d.eventEnd } : {}),
  };
  const out: Partial<Facts> = {
    fee:
      d.feeType === 'free'
        ? { type: 'free' }
        : d.feeType === 'paid'
          ? { type: 'paid', ...(amount !== undefined ? { amount } : {}) }
          : undefined,
    prize:
      total !== undefined || prizeText
        ? { ...(total !== undefined ? { total } : {}), ...(prizeText ? { text: prizeText } : {}) }
        : undefined,
    mode: set(d.mode),
    location: hasPlace ? { ...(city ? { city } : {}), ...(d.province ? { province: d.province } : {}) } : undefined,
    organizer: set(d.organizer.trim()),
    registration_url: set(d.registrationUrl.trim()),
    guidebook_url: set(d.guidebookUrl.trim()),
    winners_url: set(d.winnersUrl.trim()),
    extension: d.extensionFrom ? { from: d.extensionFrom, ...(d.extensionNote.trim() ? { note: d.extensionNote.trim() } : {}) } : undefined,
    stages: Object.keys(stages).length ? stages : undefined,
    verified_at: d.verified ? d.verifiedAt || today : undefined,
  };
  for (const k of Object.keys(out) as (keyof Facts)[]) if (out[k] === undefined) delete out[k];
  return out;
}
