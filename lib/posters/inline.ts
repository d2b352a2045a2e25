import 'server-only';
import { getPosterService } from '.';
import { posterKey } from './key';
import { isPipelinePoster, type InlinePoster } from './sizes';

/**
 * The card slot's file that a phone up to about 2.5x density picks (154 px drawn): with the page's first poster in
 * its HTML, a phone paints it with the text instead of one round trip later (bench/RESULTS.md, "Issue 32: the
 * phone's largest paint on list pages").
 */
const INLINE_WIDTH = 320;
/** A busier poster than this stays a file: the page would carry it twice (its HTML and the inline payload). */
const MAX_INLINE_BYTES = 14 * 1024;
/** Backdrops made, by key (about 200 bytes each). */
const backdrops = new Map<string, string>();
const MAX_BACKDROPS = 500;

const dataUri = (bytes: Buffer) => `data:image/webp;base64,${bytes.toString('base64')}`;

/**
 * The first card's poster for the page's HTML, only when the server has already made its file: a page never waits
 * for a poster (a fetch or a conversion), so until a visitor's browser has asked for it once the card names the
 * file as every other card does, and a cached page carries it from its next render on.
 */
export async function inlineCardPoster(src: string | undefined): Promise<InlinePoster | undefined> {
  if (!src || !isPipelinePoster(src)) return undefined;
  try {
    const key = posterKey(src);
    const file = await getPosterService().madeVariant(key, INLINE_WIDTH, 'webp');
    if (!file || file.length > MAX_INLINE_BYTES) return undefined;
    let backdrop = backdrops.get(key);
    if (!backdrop) {
      backdrop = dataUri(await (await import('./convert')).makeBackdrop(file));
      if (backdrops.size >= MAX_BACKDROPS) backdrops.delete(backdrops.keys().next().value!);
      backdrops.set(key, backdrop);
    }
    return { src: dataUri(file), width: INLINE_WIDTH, backdrop };
  } catch (e) {
    console.error('[posters] not inlined:', e instanceof Error ? e.message : e);
    return undefined;
  }
}
