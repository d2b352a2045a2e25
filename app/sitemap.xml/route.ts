import { rootSitemapXml, sitemapSource } from '@/lib/competitions/sitemap';
import { getCatalog } from '@/lib/data/catalog';
import { isBuildPhase } from '@/lib/env';
import { site } from '@/lib/site';

// Prerendered at build and served from the ISR cache (s-maxage=60, stale-while-revalidate) instead of per request.
export const revalidate = 60;

export async function GET() {
  const src = sitemapSource(await getCatalog(), site.url, isBuildPhase());
  // No Cache-Control here: Next sets it from `revalidate` only when the response has none.
  return new Response(rootSitemapXml(src), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
