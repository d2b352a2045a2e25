import { sitemapFileXml, sitemapSource } from '@/lib/competitions/sitemap';
import { getCatalog } from '@/lib/data/catalog';
import { site } from '@/lib/site';
import { LAYOUT_WORDS } from '@/lib/words/visitor';

// The parts /sitemap.xml lists once there are more than 50,000 URLs, each made on first request and then cached.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const xml = sitemapFileXml(sitemapSource(await getCatalog(), site.url), file);
  if (xml === null) {
    return new Response(LAYOUT_WORDS.sitemapNotFound, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
