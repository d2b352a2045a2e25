import type { Competition } from '../lib/competitions/schema';

/** Invented demo competitions with registration dates relative to `today` (YYYY-MM-DD). */
export function generateSampleData(today: string): Competition[];
