import type { MetadataRoute } from 'next';
import { dateValue } from '@/lib/competitions/dates';
import { competitionPath } from '@/lib/competitions/slug';
import { getCatalog } from '@/lib/data/catalog';
import { site } from '@/lib/site';

export const revalidate = 60;

const STATIC_PATHS = ['/', '/tags', '/about', '/contact', '/privacy-policy', '/terms-of-service', '/cookie', '/disclaimer'];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { items } = await getCatalog();
  return [
    ...STATIC_PATHS.map((p) => ({ url: `${site.url}${p}`, changeFrequency: 'daily' as const, priority: p === '/' ? 1 : 0.5 })),
    ...items.map((c) => {
      const t = dateValue(c.published_date);
      return {
        url: `${site.url}${competitionPath(c)}`,
        ...(Number.isNaN(t) ? {} : { lastModified: new Date(t) }),
        changeFrequency: 'weekly' as const,
        priority: 0.8,
      };
    }),
  ];
}
