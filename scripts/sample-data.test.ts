import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { daysUntil } from '@/lib/competitions/dates';
import { normaliseCompetition } from '@/lib/competitions/normalise';
import { CATEGORIES } from '@/lib/competitions/schema';
import sharp from 'sharp';
import { makeRasterPoster, rasterPosterName } from './make-posters.mjs';
import { generateSampleData } from './sample-data.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TODAY = '2026-07-01';
const items = generateSampleData(TODAY);

describe('generateSampleData', () => {
  it('makes 64 competitions with unique numeric ids', () => {
    expect(items).toHaveLength(64);
    expect(new Set(items.map((c) => c.id)).size).toBe(64);
    for (const c of items) expect(c.id).toMatch(/^\d{13}$/);
  });

  it('uses every category at least 4 times, and some items have several', () => {
    for (const cat of CATEGORIES) {
      expect(items.filter((c) => c.categories.includes(cat)).length, cat).toBeGreaterThanOrEqual(4);
    }
    expect(items.filter((c) => c.categories.length >= 2).length).toBeGreaterThanOrEqual(5);
  });

  it('gives facts to most items: free and paid, every mode, places, and some with none at all', () => {
    const count = (f: (c: (typeof items)[number]) => boolean) => items.filter(f).length;
    expect(count((c) => c.fee?.type === 'free')).toBeGreaterThanOrEqual(5);
    expect(count((c) => c.fee?.type === 'paid' && c.fee.amount !== undefined)).toBeGreaterThanOrEqual(5);
    for (const mode of ['online', 'offline', 'hybrid'] as const)
      expect(
        count((c) => c.mode === mode),
        mode,
      ).toBeGreaterThanOrEqual(3);
    expect(count((c) => !c.mode)).toBeGreaterThanOrEqual(5);
    expect(count((c) => Object.keys(c).length === 8)).toBeGreaterThanOrEqual(10);
    expect(count((c) => !!c.location?.province && (c.mode === 'offline' || c.mode === 'hybrid'))).toBe(count((c) => !!c.location));
    expect(count((c) => !!c.stages?.event_start)).toBeGreaterThanOrEqual(5);
    expect(count((c) => !!c.verified_at)).toBeGreaterThanOrEqual(3);
    // The normaliser keeps every fact as generated.
    for (const c of items) expect(normaliseCompetition(c)).toEqual({ ok: true, item: c });
  });

  it('mixes open, expired and open-ended registrations relative to today', () => {
    const ends = items.map((c) => c.registration.end);
    const open = ends.filter((e) => e && e >= TODAY);
    const expired = ends.filter((e) => e && e < TODAY);
    expect(open).toHaveLength(43);
    expect(expired).toHaveLength(16);
    expect(ends.filter((e) => e === '')).toHaveLength(5);
    expect(open).toContain(TODAY);
    expect(open.some((e) => daysUntil(e, TODAY) === 1)).toBe(true);
    expect(open.filter((e) => daysUntil(e, TODAY) <= 7).length).toBeGreaterThanOrEqual(5);
    for (const e of open) expect(daysUntil(e, TODAY)).toBeLessThanOrEqual(120);
    for (const c of items) {
      if (c.registration.start && c.registration.end) expect(c.registration.start < c.registration.end, c.title).toBe(true);
    }
  });

  it('has published dates equal to the start for most, other dates and three timestamps', () => {
    const same = items.filter((c) => c.published_date === c.registration.start);
    const stamps = items.filter((c) => c.published_date.includes('T'));
    expect(same.length).toBeGreaterThan(48);
    expect(stamps).toHaveLength(3);
    for (const c of items) expect(c.published_date).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\.\d{3}Z)?$/);
  });

  it('is deterministic for a given today and moves with it', () => {
    expect(generateSampleData(TODAY)).toEqual(items);
    const later = generateSampleData('2026-07-11');
    expect(later.map((c) => c.id)).toEqual(items.map((c) => c.id));
    items.forEach((c, i) => {
      const end = later[i]?.registration.end ?? '';
      expect(end ? daysUntil(end, c.registration.end) : null).toBe(c.registration.end ? 10 : null);
    });
    expect(() => generateSampleData('2026-02-30')).toThrow();
  });

  it('writes tags, descriptions and thumbnails the site expects', () => {
    const tags = new Set(items.flatMap((c) => c.tags));
    expect(tags.size).toBeGreaterThanOrEqual(35);
    expect(items.filter((c) => c.tags.includes('matematika')).length).toBeGreaterThanOrEqual(8);
    expect(items.filter((c) => c.tags.includes('nasional')).length).toBeGreaterThanOrEqual(15);
    for (const c of items) {
      expect(c.tags.length).toBeGreaterThanOrEqual(2);
      expect(c.tags.length).toBeLessThanOrEqual(6);
      for (const t of c.tags) expect(t).toBe(t.toLowerCase().replace(/^#/, ''));
      expect(c.description.length).toBeGreaterThanOrEqual(300);
      expect(c.description.length).toBeLessThanOrEqual(1500);
      expect(c.description).toContain('\n\n');
      expect(c.description).toMatch(/https:\/\/example\.com\/daftar\/[a-z0-9-]+/);
      expect(c.description).toMatch(/Total hadiah Rp \d{1,3}(\.\d{3})+/);
      expect(c.description).toMatch(/CP: [^\n(]+ \(08\d{2}-\d{4}-\d{4}\)/);
      for (const url of c.description.match(/https?:\/\/[^\s)]+/g) ?? []) {
        expect(new URL(url).hostname, url).toMatch(/(^|\.)(example\.com|example\.org|[a-z0-9-]+\.test)$/);
      }
    }
    expect(items.filter((c) => c.thumbnails.length === 0)).toHaveLength(3);
    expect(items.filter((c) => c.thumbnails.length > 1)).toHaveLength(8);
    expect(items.some((c) => /[éÉ]/.test(c.title) && c.title.includes('&') && c.title.includes('"'))).toBe(true);
  });

  it('only points at poster files that exist, and uses every poster', () => {
    const used = new Set(items.flatMap((c) => c.thumbnails));
    for (const t of used) {
      expect(t).toMatch(/^\/posters\/poster-\d{2}\.svg$/);
      expect(existsSync(join(ROOT, 'public', t)), t).toBe(true);
    }
    const posters = readdirSync(join(ROOT, 'public/posters')).filter((f) => f.startsWith('poster-'));
    expect(used.size).toBe(posters.length);
  });

  it('passes normaliseCompetition unchanged', () => {
    for (const c of items) {
      const res = normaliseCompetition(c);
      expect(res.ok, c.title).toBe(true);
      if (res.ok) expect(res.item).toEqual(c);
    }
  });
});

describe('posters', () => {
  it('are small, self-contained portrait SVGs', () => {
    const dir = join(ROOT, 'public/posters');
    const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));
    expect(files).toContain('placeholder.svg');
    expect(files.length).toBeGreaterThanOrEqual(41);
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(statSync(join(dir, f)).size, f).toBeLessThan(4096);
      expect(text, f).toContain('width="600" height="800"');
      expect(text, f).toContain('font-family="system-ui, sans-serif"');
      expect(text, f).not.toMatch(/<image|@import|url\(http|href="http/);
      expect(text.trimEnd().endsWith('</svg>'), f).toBe(true);
      // Bare ampersands and stray angle brackets in text break the XML.
      expect(text.replace(/&(amp|lt|gt|quot);/g, ''), f).not.toContain('&');
    }
  });
});

describe('raster posters', () => {
  it('point at the poster host, the same posters as the SVG designs, JPEG and PNG', () => {
    const raster = generateSampleData(TODAY, { posterBase: 'http://127.0.0.1:3001/' });
    raster.forEach((c, i) => {
      expect(c.thumbnails).toEqual(items[i]!.thumbnails.map((t) => `http://127.0.0.1:3001/${rasterPosterName(Number(/\d+/.exec(t)![0]))}`));
    });
    const all = raster.flatMap((c) => c.thumbnails);
    expect(all.some((t) => t.endsWith('.png'))).toBe(true);
    expect(all.some((t) => t.endsWith('.jpg'))).toBe(true);
  });

  it.each([1, 5])('poster %i is 1080x1350 and weighs what a real one does (a few hundred KB to 2 MB)', async (n) => {
    const bytes = await makeRasterPoster(n);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ width: 1080, height: 1350, format: n === 5 ? 'png' : 'jpeg' });
    expect(bytes.length).toBeGreaterThan(300 * 1024);
    expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024);
  });
});

describe('sample-data CLI', () => {
  it('writes pretty JSON to --out, creating folders', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sample-data-'));
    try {
      const out = join(dir, 'nested/data.json');
      execFileSync(process.execPath, [join(ROOT, 'scripts/sample-data.mjs'), '--out', out, '--today', TODAY], { stdio: 'pipe' });
      expect(readFileSync(out, 'utf8')).toBe(JSON.stringify(items, null, 2) + '\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails without --out', () => {
    expect(() => execFileSync(process.execPath, [join(ROOT, 'scripts/sample-data.mjs')], { stdio: 'pipe' })).toThrow();
  });
});
