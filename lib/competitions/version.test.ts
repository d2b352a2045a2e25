import { describe, expect, it } from 'vitest';
import type { Competition } from './schema';
import { competitionVersion } from './version';

const base: Competition = {
  id: '1751328000000',
  title: 'Lomba Menulis Esai Nasional',
  description: 'Daftar di https://contoh.id\nCP: 0812',
  thumbnails: ['https://contoh.id/a.jpg', 'https://contoh.id/b.jpg'],
  tags: ['esai', 'menulis'],
  categories: ['SMA', 'MAHASISWA'],
  registration: { start: '2025-07-01', end: '2025-08-01' },
  published_date: '2025-07-01',
};

describe('competitionVersion', () => {
  it('is a 16-digit hex string, stable for equal items whatever their key order', () => {
    const v = competitionVersion(base);
    expect(v).toMatch(/^[0-9a-f]{16}$/);
    const reordered = JSON.parse(
      JSON.stringify({
        published_date: base.published_date,
        registration: { end: base.registration.end, start: base.registration.start },
        categories: base.categories,
        tags: base.tags,
        thumbnails: base.thumbnails,
        description: base.description,
        title: base.title,
        id: base.id,
      }),
    ) as Competition;
    expect(competitionVersion(reordered)).toBe(v);
    expect(competitionVersion(structuredClone(base))).toBe(v);
  });

  it('matches a known value, so the browser and the server agree', () => {
    // FNV-1a 64 of the canonical text computed independently below.
    const text = JSON.stringify([
      base.id,
      base.title,
      base.description,
      base.thumbnails,
      base.tags,
      base.categories,
      base.registration.start,
      base.registration.end,
      base.published_date,
    ]);
    let h = 0xcbf29ce484222325n;
    for (const b of Buffer.from(text, 'utf8')) h = ((h ^ BigInt(b)) * 0x100000001b3n) % 2n ** 64n;
    expect(competitionVersion(base)).toBe(h.toString(16).padStart(16, '0'));
  });

  const changes: [string, (c: Competition) => Competition][] = [
    ['id', (c) => ({ ...c, id: '1751328000001' })],
    ['title', (c) => ({ ...c, title: c.title + '!' })],
    ['description', (c) => ({ ...c, description: c.description.replace('\n', ' ') })],
    ['thumbnails order', (c) => ({ ...c, thumbnails: [...c.thumbnails].reverse() })],
    ['thumbnails', (c) => ({ ...c, thumbnails: c.thumbnails.slice(1) })],
    ['tags', (c) => ({ ...c, tags: [...c.tags, 'baru'] })],
    ['categories', (c) => ({ ...c, categories: ['SMA'] })],
    ['registration.start', (c) => ({ ...c, registration: { ...c.registration, start: '2025-07-02' } })],
    ['registration.end', (c) => ({ ...c, registration: { ...c.registration, end: '2025-08-02' } })],
    ['published_date', (c) => ({ ...c, published_date: '' })],
    ['non-ASCII text', (c) => ({ ...c, title: c.title.replace('Esai', 'Esaí') })],
  ];
  it.each(changes)('changes when %s changes', (_name, change) => {
    expect(competitionVersion(change(base))).not.toBe(competitionVersion(base));
  });

  it('does not confuse values moved between fields', () => {
    const a = { ...base, tags: ['x'], thumbnails: [] };
    const b = { ...base, tags: [], thumbnails: ['x'] };
    expect(competitionVersion(a)).not.toBe(competitionVersion(b));
  });
});
