import { readFileSync } from 'node:fs';
import { MAIN_DATA } from './env.mjs';

export type SampleCompetition = {
  id: string;
  title: string;
  description: string;
  thumbnails: string[];
  tags: string[];
  categories: string[];
  registration: { start: string; end: string };
  published_date: string;
};

/** The sample data the main test server was built and started with. */
export function readMainData(): SampleCompetition[] {
  return JSON.parse(readFileSync(MAIN_DATA, 'utf8')) as SampleCompetition[];
}

export { slugify } from '../../lib/competitions/slug';

/** Home order: registration end, latest first; no end date last. */
export function homeOrder(items: SampleCompetition[]): SampleCompetition[] {
  return [...items].sort((a, b) => {
    const ae = a.registration.end;
    const be = b.registration.end;
    if (!ae || !be) return ae === be ? a.title.localeCompare(b.title, 'id') : ae ? -1 : 1;
    return be.localeCompare(ae) || a.title.localeCompare(b.title, 'id', { sensitivity: 'base', numeric: true });
  });
}
