import { z } from 'zod';
import { noStore } from '@/lib/api/errors';
import { adminRoute } from '@/lib/api/route';
import { todayInJakarta } from '@/lib/competitions/dates';
import { getStatsStore } from '@/lib/stats';
import { statsCsv } from '@/lib/stats/csv';
import { PERIODS, readReport } from '@/lib/stats/report';

const querySchema = z.object({
  hari: z.coerce
    .number()
    .refine((n) => (PERIODS as readonly number[]).includes(n))
    .default(30),
});

/** GET ?hari=7|30|90: the daily numbers of "Statistik" as CSV, one row a day, the same figures the page shows. */
export const GET = adminRoute({ query: querySchema }, async ({ query }) => {
  const today = todayInJakarta();
  const report = await readReport(getStatsStore(), today, query.hari);
  return new Response(statsCsv(report.days), {
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="statistik-${today}-${query.hari}-hari.csv"`,
    },
  });
});
