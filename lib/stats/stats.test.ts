import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Hit, headerOf, incrementsFor, isPhone, normaliseTerm, sourceOf } from './count';
import { addDays, lastDays, weekOf } from './days';
import { createFileStatsStore } from './file-store';
import { readFigures, readReport, readWeeklyReach, warmReports } from './report';
import { MAX_FIELDS } from './types';

const OWN = ['infolomba.test'];
const ctx = (phone = false) => ({ phone, ownHosts: OWN, isCompetition: (id: string) => id === 'c1' });
const tmpFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'stats-')), 'data.stats.json');

describe('what a hit counts', () => {
  it('sorts referrers into sources, and a step inside the site into none', () => {
    expect(sourceOf('', OWN)).toEqual({ source: 'direct' });
    expect(sourceOf('https://www.google.co.id/', OWN)).toEqual({ source: 'search' });
    expect(sourceOf('https://l.instagram.com/?u=x', OWN)).toEqual({ source: 'instagram' });
    expect(sourceOf('android-app://com.whatsapp/', OWN)).toEqual({ source: 'whatsapp' });
    expect(sourceOf('https://wa.me/628123', OWN)).toEqual({ source: 'whatsapp' });
    expect(sourceOf('https://www.kompas.com/edu/123?x=1', OWN)).toEqual({ source: 'other', domain: 'kompas.com' });
    expect(sourceOf('https://infolomba.test/berita/x', OWN)).toBeNull();
  });

  it('a detail view counts the visit, the page, the competition, a phone and where it came from', () => {
    const hit: Hit = { k: 'detail', id: 'c1', r: 'https://www.instagram.com/' };
    expect(incrementsFor(hit, ctx(true))).toEqual({ d: { v: 1, pd: 1, 'c:c1:view': 1, ph: 1, 'src:instagram': 1 } });
    expect(incrementsFor({ k: 'detail', id: 'nope' }, ctx())).toBeNull();
    expect(incrementsFor({ k: 'daftar', id: 'c1' }, ctx())).toEqual({ d: { 'c:c1:daftar': 1 } });
    expect(incrementsFor({ k: 'list', r: 'https://blog.example.org/p' }, ctx())).toEqual({
      d: { v: 1, pl: 1, 'src:other': 1 },
      r: { 'blog.example.org': 1 },
    });
  });

  it("reads a phone from the Fetch API's headers and from Node's own alike", () => {
    expect(isPhone(new Headers({ 'sec-ch-ua-mobile': '?1' }))).toBe(true);
    expect(isPhone({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(isPhone({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true);
    expect(isPhone({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' })).toBe(false);
    expect(headerOf({ 'x-forwarded-for': ['10.0.0.1', '10.0.0.2'] }, 'x-forwarded-for')).toBe('10.0.0.1, 10.0.0.2');
    expect(headerOf({}, 'cookie')).toBeUndefined();
  });

  it('keeps a search term, normalised as matching reads it, only when it found little', () => {
    expect(normaliseTerm('  Lomba  ESAI lomba ')).toBe('esai lomba');
    expect(incrementsFor({ k: 'search', q: 'Robotik Lomba', n: 0 }, ctx())?.q).toEqual({
      incr: { 'n:lomba robotik': 1 },
      set: { 'r:lomba robotik': 0 },
    });
    const many = incrementsFor({ k: 'search', q: 'lomba', n: 40 }, ctx());
    expect(many?.q).toBeUndefined();
    expect(many?.d).toEqual({ v: 1, ps: 1, 'src:direct': 1 });
  });
});

describe('the file store', () => {
  it('loses nothing written before a restart, whether flushed on time or at exit', async () => {
    const file = tmpFile();
    const a = createFileStatsStore(file, { flushMs: 60_000 });
    await a.add('d', '2026-11-20', { v: 2, 'c:c1:view': 1 });
    await a.flush();
    await a.add('d', '2026-11-20', { v: 1 });
    a.flushSync(); // what the process's exit does
    a.stop();
    const b = createFileStatsStore(file, { flushMs: 60_000 });
    expect((await b.read('d', ['2026-11-20'])).get('2026-11-20')).toEqual({ v: 3, 'c:c1:view': 1 });
    b.stop();
    expect(readFileSync(file, 'utf8')).not.toMatch(/Mozilla|127\.0\.0\.1/);
  });

  it('sets aside a file whose counters are not all numbers, and counts afresh', async () => {
    const file = tmpFile();
    writeFileSync(file, JSON.stringify({ tables: { d: { '2026-11-20': { v: 2, 'c:c1:view': '9' } }, r: {}, q: {} } }));
    const logged: string[] = [];
    const s = createFileStatsStore(file, { flushMs: 60_000, log: (msg) => logged.push(msg) });
    expect(await s.read('d', ['2026-11-20'])).toEqual(new Map());
    expect(logged.join('\n')).toMatch(/unreadable-\d+/);
    expect(readdirSync(path.dirname(file)).some((f) => f.startsWith('data.stats.json.unreadable-'))).toBe(true);
    s.stop();
  });

  it('caps the fields a day can take and drops days older than 13 months', async () => {
    const now = Date.parse('2026-11-27T05:00:00Z');
    const file = tmpFile();
    const s = createFileStatsStore(file, { flushMs: 60_000, now: () => now });
    for (let i = 0; i < MAX_FIELDS.r + 50; i++) await s.add('r', '2026-11-27', { [`site${i}.example`]: 1 });
    await s.add('r', '2026-11-27', { 'site0.example': 1 });
    const day = (await s.read('r', ['2026-11-27'])).get('2026-11-27') ?? {};
    expect(Object.keys(day)).toHaveLength(MAX_FIELDS.r);
    expect(day['site0.example']).toBe(2);
    await s.add('d', '2025-09-01', { v: 1 });
    await s.add('d', '2025-11-20', { v: 1 });
    await s.flush();
    s.stop();
    const again = createFileStatsStore(file, { flushMs: 60_000 });
    expect([...(await again.read('d', ['2025-09-01', '2025-11-20'])).keys()]).toEqual(['2025-11-20']);
    again.stop();
  });
});

describe('the file store under a day with many counters', () => {
  it('counts a loaded day toward its cap, and an add stays cheap however many counters the day holds', async () => {
    const file = tmpFile();
    const loaded = Object.fromEntries(Array.from({ length: MAX_FIELDS.r - 2 }, (_, i) => [`site${i}.example`, 1]));
    const big = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`c:${i}:view`, 1]));
    writeFileSync(file, JSON.stringify({ tables: { d: { '2026-11-27': big }, r: { '2026-11-27': loaded }, q: {} } }));
    const s = createFileStatsStore(file, { flushMs: 60_000 });
    for (let i = 0; i < 5; i++) await s.add('r', '2026-11-27', { [`new${i}.example`]: 1, 'site0.example': 1 });
    const r = (await s.read('r', ['2026-11-27'])).get('2026-11-27') ?? {};
    expect(Object.keys(r)).toHaveLength(MAX_FIELDS.r);
    expect([r['new0.example'], r['new1.example'], r['new2.example'], r['site0.example']]).toEqual([1, 1, undefined, 6]);
    // Each add once took `Object.keys` of the whole day: about 10 ms here, 20 s for these 2,000.
    const t = performance.now();
    for (let i = 0; i < 2_000; i++) await s.add('d', '2026-11-27', { v: 1, [`c:${i * 7}:view`]: 1, [`c:new${i}:view`]: 1 });
    expect(performance.now() - t).toBeLessThan(2_000);
    const d = (await s.read('d', ['2026-11-27'])).get('2026-11-27') ?? {};
    expect([d.v, d['c:0:view'], d['c:7:view'], d['c:new1999:view'], Object.keys(d).length]).toEqual([2_000, 2, 2, 1, 102_001]);
    s.stop();
  });
});

describe('the file store writes in pieces', () => {
  it('writes several megabytes of days a piece at a time into one file that reads back whole', async () => {
    const file = tmpFile();
    const s = createFileStatsStore(file, { flushMs: 60_000 });
    const days = ['2026-11-25', '2026-11-26', '2026-11-27'];
    for (const day of days) await s.add('d', day, Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`c:${i}:view`, i])));
    await s.add('q', '2026-11-27', { 'n:lomba "robotik"': 3 }, { 'r:lomba "robotik"': 0 });
    await s.flush();
    await s.add('d', '2026-11-27', { 'c:7:view': 1 });
    await s.flush();
    s.stop();
    expect(readFileSync(file, 'utf8').length).toBeGreaterThan(1_000_000);
    expect(readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    expect(Object.keys(parsed.tables.d)).toEqual(days);
    expect(parsed.tables.d['2026-11-27']['c:7:view']).toBe(8);
    expect(parsed.tables.d['2026-11-25']['c:29999:view']).toBe(29_999);
    expect(parsed.tables.q['2026-11-27']).toEqual({ 'n:lomba "robotik"': 3, 'r:lomba "robotik"': 0 });
    expect(parsed.tables.r).toEqual({});
  });
});

describe('the report', () => {
  it('lists a term searched twice nowhere, and one searched on three days with its result count', async () => {
    const s = createFileStatsStore(tmpFile(), { flushMs: 60_000 });
    const search = (day: string, q: string, n: number) => {
      const inc = incrementsFor({ k: 'search', q, n }, ctx());
      return Promise.all([s.add('d', day, inc?.d ?? {}), inc?.q && s.add('q', day, inc.q.incr, inc.q.set)]);
    };
    const today = '2026-11-27';
    await search(addDays(today, -2), 'lomba robotik', 0);
    await search(addDays(today, -2), 'Robotik lomba', 0);
    await search(addDays(today, -1), 'lomba robotik', 1);
    await search(addDays(today, -1), 'nama saya', 0);
    await search(today, 'nama saya', 0);
    expect((await readReport(s, today, 7)).missing).toEqual([]);
    await search(today, 'lomba  robotik', 0);
    const report = await readReport(s, today, 7);
    expect(report.missing).toEqual([{ term: 'lomba robotik', searches: 4, days: 3, results: 0 }]);
    expect(report.total.noResult).toBe(5);
    expect(report.days.map((d) => d.search)).toEqual([0, 0, 0, 0, 2, 2, 2]);
    s.stop();
  });

  it('ranks competitions by views and by "Daftar" with the click rate, and sums each week', async () => {
    const s = createFileStatsStore(tmpFile(), { flushMs: 60_000 });
    await s.add('d', '2026-11-23', { v: 4, ph: 1, 'c:a:view': 3, 'c:b:view': 1, 'c:b:daftar': 1 });
    await s.add('d', '2026-11-27', { v: 1, 'c:a:view': 1, 'c:a:daftar': 1 });
    await s.add('d', '2026-11-16', { 'c:a:view': 5 });
    const report = await readReport(s, '2026-11-27', 7);
    expect(report.topViews.map((x) => [x.id, x.views])).toEqual([
      ['a', 4],
      ['b', 1],
    ]);
    expect(report.topDaftar).toEqual([
      { id: 'a', views: 4, daftar: 1, rate: 0.25 },
      { id: 'b', views: 1, daftar: 1, rate: 1 },
    ]);
    expect(report.phoneShare).toBeCloseTo(0.2);
    expect(await readWeeklyReach(s, 'a', '2026-11-18', '2026-11-27')).toEqual([
      { week: '2026-11-16', views: 5, daftar: 0 },
      { week: '2026-11-23', views: 4, daftar: 1 },
    ]);
    s.stop();
  });

  it('reads a finished day again once it changed', async () => {
    const s = createFileStatsStore(tmpFile(), { flushMs: 60_000 });
    const today = '2026-11-27';
    await s.add('d', addDays(today, -3), { v: 1, 'c:a:view': 1 });
    expect((await readReport(s, today, 7)).topViews).toEqual([{ id: 'a', views: 1, daftar: 0, rate: 0 }]);
    await s.add('d', addDays(today, -3), { 'c:b:view': 2, 'c:b:daftar': 1 });
    expect((await readReport(s, today, 7)).topViews.map((x) => x.id)).toEqual(['b', 'a']);
    expect(await readFigures(s, today, ['a', 'b'], 7)).toEqual({ a: { views: 1, daftar: 0 }, b: { views: 2, daftar: 1 } });
    s.stop();
  });

  it('a restart reads the finished days from the summary kept in the file, today live, and a late count again', async () => {
    const file = tmpFile();
    const today = '2026-11-27';
    const a = createFileStatsStore(file, { flushMs: 60_000 });
    await a.add('d', addDays(today, -40), { v: 3, 'c:a:view': 3, 'c:a:daftar': 1 });
    await a.add('d', addDays(today, -2), { v: 2, ph: 1, 'c:b:view': 2 });
    await a.add('r', addDays(today, -2), { 'kompas.com': 2 });
    for (const k of [1, 2, 3]) await a.add('q', addDays(today, -k), { 'n:lomba robotik': 1 }, { 'r:lomba robotik': 0 });
    await a.add('d', today, { v: 1, 'c:b:view': 1 });
    const before = await readReport(a, today, 90);
    expect(before.topViews.map((x) => [x.id, x.views])).toEqual([
      ['a', 3],
      ['b', 3],
    ]);
    a.flushSync();
    a.stop();

    // Every read of a day's counters, by table and day.
    const reads: string[] = [];
    const counting = (s: ReturnType<typeof createFileStatsStore>) => {
      const read = s.read.bind(s);
      s.read = (table, days, fields) => {
        reads.push(...days.map((day) => `${table} ${day}`));
        return read(table, days, fields);
      };
      return s;
    };
    const b = counting(createFileStatsStore(file, { flushMs: 60_000 }));
    expect(await readReport(b, today, 90)).toEqual(before);
    expect(await readFigures(b, today, ['a', 'b'], 90)).toEqual({ a: { views: 3, daftar: 1 }, b: { views: 3, daftar: 0 } });
    // Only today, the open day, was read: the 89 finished days came from the summary.
    expect(new Set(reads)).toEqual(new Set([`d ${today}`, `r ${today}`, `q ${today}`]));

    // A count on a finished day after the summary was made (the last second before midnight, say) is shown, and the
    // summary made again is what the next start reads.
    await b.add('d', addDays(today, -2), { 'c:b:view': 5 });
    expect((await readReport(b, today, 90)).topViews[0]).toEqual({ id: 'b', views: 8, daftar: 0, rate: 0 });
    b.flushSync();
    b.stop();
    reads.length = 0;
    const c = counting(createFileStatsStore(file, { flushMs: 60_000 }));
    expect((await readReport(c, today, 90)).topViews[0]?.views).toBe(8);
    expect(reads.filter((r) => !r.endsWith(today))).toEqual([]);

    // The next day: yesterday is finished now and counted in full; the new summary is made from the days.
    const next = await readReport(c, addDays(today, 1), 90);
    expect(next.topViews.map((x) => [x.id, x.views])).toEqual([
      ['b', 8],
      ['a', 3],
    ]);
    expect(next.days.at(-2)).toMatchObject({ day: today, visits: 1 });
    expect(next.domains).toEqual([{ domain: 'kompas.com', visits: 2 }]);
    expect(next.missing).toEqual([{ term: 'lomba robotik', searches: 3, days: 3, results: 0 }]);
    c.stop();
  });

  it('a render arriving during the warm-up joins it: every finished day is read once', async () => {
    const today = '2026-11-27';
    const s = createFileStatsStore(tmpFile(), { flushMs: 60_000 });
    for (let k = 0; k < 90; k++) await s.add('d', addDays(today, -k), { v: 1, [`c:c${k}:view`]: 1 });
    const reads: string[] = [];
    const read = s.read.bind(s);
    s.read = (table, days, fields) => {
      reads.push(...days.map((day) => `${table} ${day}`));
      return read(table, days, fields);
    };
    const [, report, figures] = await Promise.all([warmReports(s, today), readReport(s, today, 90), readFigures(s, today, ['c3'])]);
    expect(report.total.visits).toBe(90);
    expect(figures).toEqual({ c3: { views: 1, daftar: 0 } });
    expect(reads.length).toBe(new Set(reads).size);
    expect(reads.filter((r) => r.startsWith('d ')).length).toBe(90);
    s.stop();
  });

  it("a summary that is not the days' (another version's, a damaged one) is made again from the days", async () => {
    const today = '2026-11-27';
    const s = createFileStatsStore(tmpFile(), { flushMs: 60_000, log: () => undefined });
    await s.add('d', addDays(today, -1), { v: 2, 'c:a:view': 2 });
    const name = `${addDays(today, -6)}..${addDays(today, -1)}`;
    await s.keepSummary(name, addDays(today, -1), '{"v":1,"revisions":"x"}');
    expect((await readReport(s, today, 7)).total.visits).toBe(2);
    expect(JSON.parse((await s.summary(name)) ?? '{}')).toMatchObject({ v: 1, ids: ['a'], views: [2] });
    s.stop();
  });

  it('names days and weeks', () => {
    expect(lastDays('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
  });
});
