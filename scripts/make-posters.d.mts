export const POSTER_COUNT: number;
/** The raster file name of poster n (1-based): every fifth is a PNG, the rest JPEG. */
export function rasterPosterName(n: number): string;
/** Poster n (1-based) as raster bytes: 1080x1350 with grain, JPEG or (every fifth) PNG. */
export function makeRasterPoster(n: number): Promise<Buffer>;
/** Writes the raster posters missing from `dir`; resolves with the folder's absolute path. */
export function ensureRasterPosters(dir: string): Promise<string>;
