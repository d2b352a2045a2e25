import { z } from 'zod';

export const CATEGORIES = ['SD', 'SMP', 'SMA', 'MAHASISWA', 'UMUM', 'ALL', 'ETC'] as const;
export const LEVEL_CATEGORIES = ['SD', 'SMP', 'SMA', 'MAHASISWA', 'UMUM'] as const;

export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export const isoDateSchema = z
  .string()
  .regex(DATE_RE, { message: 'Tanggal harus berformat YYYY-MM-DD.', abort: true })
  .refine((s) => isRealDate(s), 'Tanggal tidak valid.');

/** A date as YYYY-MM-DD or empty when unknown. */
const optionalDateSchema = z.union([z.literal(''), isoDateSchema]);

export const LIMITS = {
  title: 300,
  description: 20_000,
  thumbnails: 20,
  thumbnailUrl: 2_000,
  tags: 30,
  tag: 60,
  id: 64,
} as const;

/** A site-relative path; `//host` and `/\host` are not (browsers read both as another host). */
export const RELATIVE_PATH_RE = /^\/(?![/\\])\S+$/;

/**
 * An http(s) URL, or a site-relative path. `//host` and `/\host` are rejected: browsers read both as
 * another host.
 */
export const thumbnailSchema = z
  .url({ protocol: /^https?$/, message: 'URL thumbnail tidak valid.' })
  .max(LIMITS.thumbnailUrl, 'URL thumbnail terlalu panjang.')
  .or(z.string().max(LIMITS.thumbnailUrl, 'URL thumbnail terlalu panjang.').regex(RELATIVE_PATH_RE, 'URL thumbnail tidak valid.'));

/** The shape of one competition as stored and served. Every field is always present. */
export const competitionSchema = z.object({
  id: z.string().min(1).max(LIMITS.id),
  title: z.string().trim().min(1, 'Judul wajib diisi.').max(LIMITS.title, `Judul paling banyak ${LIMITS.title} karakter.`),
  description: z
    .string()
    .trim()
    .min(1, 'Deskripsi wajib diisi.')
    .max(LIMITS.description, `Deskripsi paling banyak ${LIMITS.description} karakter.`),
  thumbnails: z.array(thumbnailSchema).max(LIMITS.thumbnails, `Paling banyak ${LIMITS.thumbnails} thumbnail.`),
  tags: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .overwrite((t) => t.replace(/^#+/, '').trim())
        .min(1)
        .max(LIMITS.tag, `Tag paling banyak ${LIMITS.tag} karakter.`),
    )
    .max(LIMITS.tags, `Paling banyak ${LIMITS.tags} tag.`),
  categories: z.array(categorySchema, 'Kategori tidak dikenal.').min(1, 'Pilih setidaknya satu kategori.'),
  registration: z.object({
    start: optionalDateSchema,
    end: optionalDateSchema,
  }),
  published_date: z.union([z.literal(''), isoDateSchema, z.iso.datetime({ offset: true })]),
});

export type Competition = z.infer<typeof competitionSchema>;

/** What an admin sends to create or update a competition: everything but the id. */
export const competitionInputSchema = competitionSchema.omit({ id: true }).extend({
  registration: z.object({
    start: isoDateSchema,
    end: isoDateSchema,
  }),
});
export type CompetitionInput = z.infer<typeof competitionInputSchema>;

export function isRealDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}
