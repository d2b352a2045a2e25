/** Serves the raster posters of `dir` (made when missing) on 127.0.0.1; port 0 picks a free port. */
export function startPosterHost(options?: { port?: number; dir?: string }): Promise<{ origin: string; close: () => Promise<void> }>;
