import { listBrokenLinks } from '@/lib/links';
import type { BrokenLink } from '@/lib/links/types';
import { LINK_WORDS } from '@/lib/words/listing';
import { BrokenLinks } from './broken-links';

/** "Tautan bermasalah" as /admin reads it once for its section and its "Perlu Perhatian" line; null when unreadable. */
export async function readBrokenLinks(): Promise<BrokenLink[] | null> {
  try {
    return await listBrokenLinks();
  } catch (e) {
    console.error('[links] listing failed:', e);
    return null;
  }
}

/** The section; a store that cannot be read shows an error, never a broken page. */
export function BrokenLinksSection({ items }: { items: BrokenLink[] | null }) {
  return <BrokenLinks initial={items ?? []} loadError={items ? null : LINK_WORDS.loadFailed} />;
}
