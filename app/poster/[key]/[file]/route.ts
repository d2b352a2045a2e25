import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getPosterService } from '@/lib/posters';
import { POSTER_KEY_PATTERN } from '@/lib/posters/key';
import { parsePosterFile } from '@/lib/posters/sizes';
import { POSTER_MESSAGES } from '@/lib/words/admin';

// A converted size never changes for its address (the key names the source, the file the size and format).
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The placeholder stands in while a source fails; a browser or CDN asks again in a few minutes.
const RETRY = 'public, max-age=300';

let placeholder: Promise<Buffer> | undefined;
const placeholderSvg = () =>
  (placeholder ??= readFile(path.join(/* turbopackIgnore: true */ process.cwd(), 'public/posters/placeholder.svg')));

/** A page cached before an admin changed a poster may still ask for the old one: it gets the placeholder, as a 404. */
const notFound = async () =>
  new Response(new Uint8Array(await placeholderSvg()), {
    status: 404,
    headers: { 'content-type': 'image/svg+xml', 'cache-control': RETRY, 'x-poster': 'placeholder' },
  });

/**
 * GET /poster/{key}/{width}.{webp|jpg}: a poster from the data, sized for its slot. The key names a source address
 * only through the data, so no visitor can make the server fetch anything else: an unknown key is a 404 before
 * any request leaves the server.
 */
export async function GET(_req: Request, ctx: { params: Promise<{ key: string; file: string }> }): Promise<Response> {
  const { key, file } = await ctx.params;
  const parsed = parsePosterFile(file);
  if (!POSTER_KEY_PATTERN.test(key) || !parsed) return notFound();
  let result;
  try {
    result = await getPosterService().getPoster(key, parsed.width, parsed.format);
  } catch (e) {
    console.error(`Poster ${key}/${file}: ${e instanceof Error ? e.message : String(e)}`);
    result = { kind: 'unavailable' as const, reason: POSTER_MESSAGES.resizeFailed };
  }
  if (result.kind === 'not-found') return notFound();
  if (result.kind === 'unavailable') {
    // An image, not an error page: the <img> shows the placeholder instead of a broken-image icon.
    return new Response(new Uint8Array(await placeholderSvg()), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': RETRY, 'x-poster': 'placeholder' },
    });
  }
  return new Response(new Uint8Array(result.data), {
    headers: { 'content-type': result.contentType, 'cache-control': IMMUTABLE, 'content-length': String(result.data.length) },
  });
}
