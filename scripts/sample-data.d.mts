import type { Competition } from '../lib/competitions/schema';

/**
 * Invented demo competitions with registration dates relative to `today` (YYYY-MM-DD); with `posterBase`, the
 * raster posters on a poster host at that address instead of the SVG designs under /posters/.
 */
export function generateSampleData(today: string, options?: { posterBase?: string }): Competition[];
