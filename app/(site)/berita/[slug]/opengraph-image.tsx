import { deadlineLine } from '@/lib/competitions/deadline';
import { findBySlug } from '@/lib/competitions/slug';
import { getCatalog } from '@/lib/data/catalog';
import { OG_SIZE, renderOgCard } from '@/lib/og/card';
import { site } from '@/lib/site';
import { DETAIL_PAGE_WORDS } from '@/lib/words/browse';

export const alt = DETAIL_PAGE_WORDS.imageAlt(site.name);
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const c = findBySlug((await getCatalog()).byId, slug);
  return renderOgCard({
    title: c?.title ?? site.tagline,
    categories: c?.categories ?? [],
    deadline: c ? deadlineLine(c.registration.end) : DETAIL_PAGE_WORDS.imageFallback,
  });
}
