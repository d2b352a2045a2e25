import { competitionIcs } from '@/lib/competitions/ics';
import { findBySlug, slugify } from '@/lib/competitions/slug';
import { getCatalog } from '@/lib/data/catalog';
import { site } from '@/lib/site';
import { DATA_MESSAGES, MUTATION_MESSAGES } from '@/lib/words/errors';
import { DETAIL_PAGE_WORDS } from '@/lib/words/browse';

/** One competition's registration deadline as an .ics download. */
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const catalog = await getCatalog();
  const c = findBySlug(catalog.byId, slug);
  if (!c) {
    const status = catalog.error ? 503 : 404;
    return new Response(status === 404 ? MUTATION_MESSAGES.notFound : DATA_MESSAGES.loadFailed, {
      status,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  const body = competitionIcs(c, { siteUrl: site.url, siteName: site.name });
  if (!body) return new Response(DETAIL_PAGE_WORDS.noDeadlineCalendar, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const name = `batas-pendaftaran-${slugify(c.title).slice(0, 60).replace(/-+$/, '') || c.id}.ics`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
    },
  });
}
