import sharp from 'sharp';
import type { PosterFormat } from './sizes';

// One libvips thread per image and no libvips operation cache: the server converts a few posters at a time
// beside rendering pages on a small machine, and memory stays bounded by POSTER_CONVERSIONS files in flight.
sharp.concurrency(1);
sharp.cache(false);

/** A source larger than this many pixels (a decompression bomb, or a 10,000 px scan) is refused. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The kept copy: as wide as the largest size ever sent, good enough to make every smaller one from. */
export const KEPT_WIDTH = 1080;

const input = (data: Buffer) => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });

/**
 * The copy kept of a source: upright (EXIF orientation applied), metadata dropped, at most KEPT_WIDTH wide. JPEG,
 * because libvips decodes a JPEG at 1/2, 1/4 or 1/8 of its size when a small one is asked for (shrink-on-load), so
 * each card size is made from it several times faster than from a WebP or PNG.
 */
export async function makeKeptCopy(source: Buffer): Promise<Buffer> {
  // Most posters already are a 1080 px upright JPEG (Instagram's): kept as they came, at no CPU cost.
  const meta = await input(source).metadata();
  if (meta.format === 'jpeg' && (meta.width ?? Infinity) <= KEPT_WIDTH && (meta.orientation ?? 1) === 1) return source;
  return input(source)
    .rotate()
    .resize({ width: KEPT_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** One size of a poster in one format, from its kept copy. */
export async function makeVariant(kept: Buffer, width: number, format: PosterFormat): Promise<Buffer> {
  const resized = input(kept).resize({ width, withoutEnlargement: true });
  return format === 'webp'
    ? resized.webp({ quality: 70, effort: 3, smartSubsample: true }).toBuffer()
    : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 72, progressive: true, mozjpeg: true }).toBuffer();
}

/**
 * A poster 16 px wide (about 100 bytes of WebP) for a blurred backdrop drawn from the page's HTML: after a 24 px blur
 * it looks like the whole file's, and so few bits over a card's area are not a largest-paint candidate in Chrome.
 */
export async function makeBackdrop(variant: Buffer): Promise<Buffer> {
  return input(variant).resize({ width: 16 }).webp({ quality: 40, effort: 3 }).toBuffer();
}
