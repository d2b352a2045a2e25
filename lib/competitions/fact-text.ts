import { formatLongDate } from './dates';
import type { Competition, Mode } from './schema';
import { FIELD_LABELS } from '@/lib/words/fields';

/** The words a visitor reads for each fact, in one place for the pages, the feed and the calendar. */

export const MODE_LABELS: Record<Mode, string> = { online: 'Online', offline: 'Offline', hybrid: 'Hybrid' };
export const FREE_LABEL = 'Gratis';
export const VERIFIED_LABEL = 'Terverifikasi';

const rupiahFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** "Rp50.000". */
export const formatRupiah = (amount: number) => `Rp${rupiahFormat.format(amount)}`;

/** "Gratis", "Rp50.000" or "Berbayar"; undefined when the fee is unknown. */
export function feeText(c: Pick<Competition, 'fee'>): string | undefined {
  if (!c.fee) return undefined;
  if (c.fee.type === 'free') return FREE_LABEL;
  return c.fee.amount !== undefined ? formatRupiah(c.fee.amount) : 'Berbayar';
}

/** "Total Rp10.000.000 · Sertifikat dan trofi"; undefined when unknown. */
export function prizeText(c: Pick<Competition, 'prize'>): string | undefined {
  const p = c.prize;
  if (!p) return undefined;
  return [p.total !== undefined ? `Total ${formatRupiah(p.total)}` : '', p.text ?? ''].filter(Boolean).join(' · ') || undefined;
}

/** "Bandung, Jawa Barat"; undefined when no place is known or the competition is online. */
export function placeText(c: Pick<Competition, 'mode' | 'location'>): string | undefined {
  if (c.mode === 'online' || !c.location) return undefined;
  return [c.location.city, c.location.province].filter(Boolean).join(', ') || undefined;
}

/** "Offline · Bandung, Jawa Barat"; undefined when neither mode nor place is known. */
export function modeText(c: Pick<Competition, 'mode' | 'location'>): string | undefined {
  return [c.mode ? MODE_LABELS[c.mode] : '', placeText(c) ?? ''].filter(Boolean).join(' · ') || undefined;
}

type Stage = { label: string; date: string; end?: string };

/** The known stages after registration, in the order they happen. */
export function stageList(c: Pick<Competition, 'stages'>): Stage[] {
  const s = c.stages ?? {};
  const out: Stage[] = [];
  if (s.submission_deadline) out.push({ label: FIELD_LABELS['stages.submission_deadline'], date: s.submission_deadline });
  if (s.announcement) out.push({ label: 'Pengumuman', date: s.announcement });
  if (s.event_start)
    out.push({
      label: 'Tanggal acara',
      date: s.event_start,
      ...(s.event_end && s.event_end !== s.event_start ? { end: s.event_end } : {}),
    });
  else if (s.event_end) out.push({ label: 'Tanggal acara', date: s.event_end });
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** "Senin, 1 September 2025" or "Senin, 1 September 2025 – Selasa, 2 September 2025". */
export const stageDates = (s: Stage) => (s.end ? `${formatLongDate(s.date)} – ${formatLongDate(s.end)}` : formatLongDate(s.date));

/** The known facts as "Label: value" lines, for plain-text places (feed, calendar). */
export function factLines(c: Competition): string[] {
  const lines: [string, string | undefined][] = [
    [FIELD_LABELS.fee, feeText(c)],
    [FIELD_LABELS.prize, prizeText(c)],
    [FIELD_LABELS.mode, modeText(c)],
    [FIELD_LABELS.organizer, c.organizer],
    ...stageList(c).map((s): [string, string] => [s.label, stageDates(s)]),
    [FIELD_LABELS.registration_url, c.registration_url],
    ['Guidebook', c.guidebook_url],
    [VERIFIED_LABEL, c.verified_at ? `dicek ${formatLongDate(c.verified_at)}` : undefined],
  ];
  return lines.filter((l): l is [string, string] => Boolean(l[1])).map(([label, value]) => `${label}: ${value}`);
}
