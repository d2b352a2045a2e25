import { type APIRequestContext, expect } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';
import sharp from 'sharp';

/** A poster-like image: portrait, a few colours, with EXIF (a GPS-looking comment) that the site must drop. */
export async function makePoster(format: 'png' | 'jpeg' = 'png', width = 720, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#1e40af"/><circle cx="${width / 2}" cy="${height / 3}" r="${width / 4}" fill="#f59e0b"/><text x="40" y="${height - 80}" font-size="64" fill="#fff">LOMBA</text></svg>`;
  const img = sharp(Buffer.from(svg)).withExif({ IFD0: { ImageDescription: 'GPS -6.2,106.8 rumah panitia' } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 85 }).toBuffer();
}

/** Solves the site's proof of work the way the browser does, for the API-level abuse tests. */
export async function solvedChallenge(api: APIRequestContext, base: string): Promise<string> {
  const res = await api.get(`${base}/api/kiriman/tantangan`);
  expect(res.ok()).toBe(true);
  const c = (await res.json()) as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ ...c, number: solution.number, maxnumber: undefined })).toString('base64');
}

export type Fields = Record<string, string | string[]>;

export const sampleFields = (title: string, extra: Fields = {}): Fields => ({
  name: 'Rina Panitia',
  email: 'rina@panitia.test',
  organisation: 'OSIS SMA Uji',
  title,
  description: 'Lomba esai tingkat nasional untuk pelajar SMA.\nNarahubung: 0812-0000-0000.',
  registration_start: '2099-01-05',
  registration_end: '2099-12-30',
  categories: ['SMA'],
  tags: 'esai, nasional',
  registration_url: `https://daftar.example/${encodeURIComponent(title)}`,
  ...extra,
});

/** A multipart submission as the form sends it. */
export function submissionForm(fields: Fields, files: { name: string; mimeType: string; buffer: Buffer }[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  for (const f of files) form.append('posters', new Blob([new Uint8Array(f.buffer)], { type: f.mimeType }), f.name);
  return form;
}
