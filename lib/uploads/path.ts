/**
 * Uploaded posters are referenced from a competition by a site path, `/unggahan/{24 hex}.jpg`: the name is the
 * site's, never the uploader's: the upload's time (8 hex, seconds) then 64 random bits. The time lets the clean-up
 * job tell an abandoned upload from a fresh one in any store, GitHub's included, without a date per file. No
 * server-only import: browser code recognises these paths too.
 */
const UPLOAD_PREFIX = '/unggahan/';
export const UPLOAD_NAME_RE = /^[0-9a-f]{24}\.jpg$/;
const UPLOAD_PATH_RE = /^\/unggahan\/[0-9a-f]{24}\.jpg$/;

/** The upload time a name carries, in ms (names made before it carried one read as some random time). */
export const uploadedAt = (name: string): number => parseInt(name.slice(0, 8), 16) * 1000;
/** `hex` is the 16 random hex digits. */
export const uploadNameAt = (epochMs: number, hex: string): string =>
  `${Math.floor(epochMs / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8)}${hex}.jpg`;

export const isUploadPath = (src: string): boolean => UPLOAD_PATH_RE.test(src);
export const uploadPath = (name: string): string => `${UPLOAD_PREFIX}${name}`;
/** The file name of an upload path, or null for anything else. */
export const uploadName = (src: string): string | null => (isUploadPath(src) ? src.slice(UPLOAD_PREFIX.length) : null);
