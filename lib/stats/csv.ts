import { STATS_CSV_COLUMNS } from '@/lib/words/statistics';
import type { DailyRow } from './report';

/** The daily rows as CSV (RFC 4180: comma-separated, CRLF), oldest day first, after a header row. */
export function statsCsv(days: readonly DailyRow[]): string {
  const rows = days.map((d) => [
    d.day,
    d.visits,
    d.list,
    d.search,
    d.detail,
    d.daftar,
    d.save,
    d.reminder,
    d.cal,
    d.share,
    d.phone,
    d.noResult,
    d.sources.search,
    d.sources.instagram,
    d.sources.whatsapp,
    d.sources.direct,
    d.sources.other,
  ]);
  return [STATS_CSV_COLUMNS, ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n';
}
