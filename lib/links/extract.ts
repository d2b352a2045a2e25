import { linkifyText } from '@/lib/competitions/linkify';
import type { Competition } from '@/lib/competitions/schema';

export type LinkKind = 'registration' | 'guidebook' | 'description' | 'poster';
export type LinkRef = { url: string; kind: LinkKind };

const HTTP = /^https?:\/\//i;

/**
 * The outside links of one competition the checker follows: its registration and guidebook links, the links in its
 * description and its posters' sources (uploads and site paths are the site's own). Each address once, under the
 * first kind it appears as (registration first).
 */
export function linksOf(c: Pick<Competition, 'registration_url' | 'guidebook_url' | 'description' | 'thumbnails'>): LinkRef[] {
  const out: LinkRef[] = [];
  const seen = new Set<string>();
  const add = (url: string | undefined, kind: LinkKind) => {
    if (!url || !HTTP.test(url) || seen.has(url)) return;
    seen.add(url);
    out.push({ url, kind });
  };
  add(c.registration_url, 'registration');
  add(c.guidebook_url, 'guidebook');
  for (const part of linkifyText(c.description)) if (part.kind === 'link' && part.external) add(part.href, 'description');
  for (const src of c.thumbnails) add(src, 'poster');
  return out;
}
