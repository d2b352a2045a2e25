import { THUMBNAIL_URL_MESSAGES } from '@/lib/words/admin';
type ThumbnailUrlResult = { ok: true; url: string; kind: 'drive' | 'image' } | { ok: false; message: string };

const DRIVE_HOSTS = new Set(['drive.google.com', 'docs.google.com']);
const DRIVE_ID = /^[\w-]{10,200}$/;
const IMAGE_PATH = /\.(?:jpe?g|png|webp|gif|svg|avif)$/i;

const driveThumbnailUrl = (id: string) => `https://drive.google.com/thumbnail?id=${id}&sz=w1000`;

function driveFileId(url: URL): string | null {
  const inPath = /^\/file\/d\/([^/]+)/.exec(url.pathname)?.[1];
  if (inPath) return inPath;
  if (/^\/(?:open|uc|thumbnail)\/?$/.test(url.pathname)) return url.searchParams.get('id');
  return null;
}

/**
 * Turns a pasted link into an image URL a poster can use: a Google Drive file link becomes Drive's thumbnail
 * URL; a direct image URL is returned unchanged.
 */
export function toThumbnailUrl(input: string): ThumbnailUrlResult {
  const text = input.trim();
  if (!text) return { ok: false, message: THUMBNAIL_URL_MESSAGES.empty };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: THUMBNAIL_URL_MESSAGES.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: THUMBNAIL_URL_MESSAGES.invalid };

  if (DRIVE_HOSTS.has(url.hostname.toLowerCase())) {
    if (/\/folders\//.test(url.pathname)) return { ok: false, message: THUMBNAIL_URL_MESSAGES.driveFolder };
    const id = driveFileId(url);
    if (id && DRIVE_ID.test(id)) return { ok: true, url: driveThumbnailUrl(id), kind: 'drive' };
    return { ok: false, message: THUMBNAIL_URL_MESSAGES.driveUnknown };
  }
  if (IMAGE_PATH.test(url.pathname)) return { ok: true, url: text, kind: 'image' };
  return { ok: false, message: THUMBNAIL_URL_MESSAGES.notImage };
}
