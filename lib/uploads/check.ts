import 'server-only';
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@/lib/words/organiser';
import { uploadNameAt } from './path';

sharp.concurrency(1);
sharp.cache(false);

/** The largest stored side: enough for every poster size the site sends (1080 px), with room for a zoom. */
const STORED_WIDTH = 2048;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** An upload refused for what its bytes are (422), with the message a person reads. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: 422 | 502 = 422,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export type CheckedPoster = { name: string; bytes: Buffer; width: number; height: number };

/**
 * An uploaded poster as the site keeps it: its type, pixels and size checked from the bytes (never the name or the
 * browser's claim), turned upright, re-encoded as JPEG without any metadata (EXIF location, camera, comments),
 * at most STORED_WIDTH wide, under a name the site makes.
 */
export async function checkPoster(bytes: Uint8Array): Promise<CheckedPoster> {
  if (bytes.byteLength > UPLOAD_LIMITS.posterBytes) throw new UploadError(UPLOAD_MESSAGES.tooLarge);
  const input = () => sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.posterPixels, failOn: 'error', animated: false });
  let meta: Metadata;
  try {
    // The header only: the pixel count is checked before anything is decoded.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(UPLOAD_MESSAGES.notImage);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new UploadError(UPLOAD_MESSAGES.notImage);
  if ((meta.width ?? 0) * (meta.height ?? 0) > UPLOAD_LIMITS.posterPixels) throw new UploadError(UPLOAD_MESSAGES.tooManyPixels);
  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif): the output carries pixels only.
    const { data, info } = await input()
      .rotate()
      .resize({ width: STORED_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { name: uploadNameAt(Date.now(), randomBytes(8).toString('hex')), bytes: data, width: info.width, height: info.height };
  } catch {
    throw new UploadError(UPLOAD_MESSAGES.broken);
  }
}
