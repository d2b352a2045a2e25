import { listBrokenLinks } from '@/lib/links';
import type { BrokenLink } from '@/lib/links/types';
import { LINK_WORDS } from '@/lib/words/listing';
import { BrokenLinks } from './broken-links';

/** Reads "Tautan bermasalah" on the server for /admin; a store that cannot be read shows an error, never a broken page. */
export async function BrokenLinksSection() {
  let items: BrokenLink[] = [];
  let error: string | null = null;
  try {
    items = await listBrokenLinks();
  } catch (e) {
    console.error('[links] listing failed:', e);
    error = LINK_WORDS.loadFailed;
  }
  return <BrokenLinks initial={items} loadError={error} />;
}
