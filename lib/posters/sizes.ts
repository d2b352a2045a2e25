import { isUploadPath } from '@/lib/uploads/path';
import { posterKey } from './key';

/** Every width the poster route makes; anything else is a 404, so the cache holds at most this many per poster. */
export const POSTER_WIDTHS = [96, 160, 240, 320, 480, 640, 800, 1080] as const;
export type PosterWidth = (typeof POSTER_WIDTHS)[number];

/** WebP for every current browser (a third smaller than JPEG here); JPEG for the rest. */
const POSTER_FORMATS = ['webp', 'jpg'] as const;
export type PosterFormat = (typeof POSTER_FORMATS)[number];
export const POSTER_MIME: Record<PosterFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Where each poster is shown: `sizes` says how wide it is drawn in CSS pixels (posters are portrait, about 4:5,
 * drawn whole inside a fixed box), `widths` the files a browser may pick from for densities 1 to 3.
 */
export const POSTER_SLOTS = {
  /** Card: whole poster 192 px high, so about 154 px wide. */
  card: { sizes: '154px', widths: [160, 240, 320, 480] },
  /** Detail page: up to 500 px high (400 wide), or the screen's width less the page margins. */
  detail: { sizes: '(max-width: 440px) calc(100vw - 40px), 400px', widths: [240, 320, 480, 640, 800, 1080] },
  /** Sidebar "Lomba Unggulan": whole poster 224 px high, so about 180 px wide (its blurred backdrop shares the file). */
  featured: { sizes: '180px', widths: [240, 320, 480, 640] },
  /** Recent posts, the admin table and saved competitions: 48 or 72 px wide thumbnails. */
  thumb: { sizes: '72px', widths: [96, 160, 240] },
} as const satisfies Record<string, { sizes: string; widths: readonly PosterWidth[] }>;
export type PosterSlot = keyof typeof POSTER_SLOTS;

/** An outside poster (http or https). */
function isRemotePoster(src: string): boolean {
  return /^https?:\/\//i.test(src);
}

/**
 * Outside posters and uploaded ones (`/unggahan/….jpg`) go through the route; any other site path
 * (`/posters/x.svg`) is a static file and sent as it is.
 */
export function isPipelinePoster(src: string): boolean {
  return isRemotePoster(src) || isUploadPath(src);
}

export function posterPath(src: string, width: PosterWidth, format: PosterFormat): string {
  return keyedPosterPath(posterKey(src), width, format);
}

const keyedPosterPath = (key: string, width: PosterWidth, format: PosterFormat) => `/poster/${key}/${width}.${format}`;

type PosterSources = {
  /** For <source type="image/webp">. */
  webpSrcSet?: string;
  /** For <img>: the fallback format's srcset and a middle-sized src for browsers without srcset. */
  srcSet?: string;
  src: string;
  sizes?: string;
};

/** What a <picture> needs to show a poster in a slot; a site path is sent as it is. */
export function posterSources(src: string, slot: PosterSlot): PosterSources {
  if (!isPipelinePoster(src)) return { src };
  const { sizes, widths } = POSTER_SLOTS[slot];
  // One hash for the nine paths (a list page's cards make 32 pictures while it hydrates).
  const key = posterKey(src);
  const set = (format: PosterFormat) => widths.map((w) => `${keyedPosterPath(key, w, format)} ${w}w`).join(', ');
  const middle = widths[Math.min(1, widths.length - 1)] ?? widths[0];
  return { webpSrcSet: set('webp'), srcSet: set('jpg'), src: keyedPosterPath(key, middle, 'jpg'), sizes };
}

/**
 * The file a browser picks from a slot's srcset for a drawn width and a screen density: the smallest at least
 * `cssWidth * dpr` pixels wide, else the largest (what Chromium does with a w-descriptor srcset and no cache).
 */
export function pickWidth(slot: PosterSlot, cssWidth: number, dpr: number): PosterWidth {
  const widths: readonly PosterWidth[] = POSTER_SLOTS[slot].widths;
  const need = cssWidth * dpr;
  return widths.find((w) => w >= need) ?? widths[widths.length - 1]!;
}

export function parsePosterFile(file: string): { width: PosterWidth; format: PosterFormat } | null {
  const m = /^(\d{2,4})\.(\w+)$/.exec(file);
  const width = POSTER_WIDTHS.find((w) => String(w) === m?.[1]);
  const format = POSTER_FORMATS.find((f) => f === m?.[2]);
  return width && format ? { width, format } : null;
}

/**
 * A card's poster drawn from the page's HTML (lib/posters/inline.ts): its `width` px WebP as a data URI, which a
 * screen up to about twice as dense as the slot's width picks from the srcset, and a tiny copy for its backdrop.
 */
export type InlinePoster = { src: string; width: PosterWidth; backdrop: string };
