/**
 * Uploaded posters are referenced from a competition by a site path, `/unggahan/{24 hex}.jpg`: the name is the
 * site's (random, 96 bits), never the uploader's. No server-only import: browser code recognises these paths too.
 */
const UPLOAD_PREFIX = '/unggahan/';
export const UPLOAD_NAME_RE = /^[0-9a-f]{24}\.jpg$/;
const UPLOAD_PATH_RE = /^\/unggahan\/[0-9a-f]{24}\.jpg$/;

export const isUploadPath = (src: string): boolean => UPLOAD_PATH_RE.test(src);
export const uploadPath = (name: string): string => `${UPLOAD_PREFIX}${name}`;
/** The file name of an upload path, or null for anything else. */
export const uploadName = (src: string): string | null => (isUploadPath(src) ? src.slice(UPLOAD_PREFIX.length) : null);
