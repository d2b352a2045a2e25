import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginThrottle } from '@/lib/auth/throttle';
import { reportsFileFor } from './index';
import { REPORT_MESSAGES } from '@/lib/words/visitor';
import { createFileReportStore } from './store';
import { ReportError, submitReport } from './submit';

const dir = mkdtempSync(path.join(tmpdir(), 'reports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function setup(name: string) {
  let now = Date.parse('2025-07-01T00:00:00Z');
  const file = path.join(dir, `${name}.json`);
  const store = createFileReportStore(file);
  const limiter = createLoginThrottle({ limit: 10, windowMs: 60_000, now: () => now });
  const deps = { store, limiter, titleOf: (id: string) => (id === '42' ? 'Lomba Esai' : undefined), now: () => now };
  return { file, store, deps, tick: (ms: number) => (now += ms) };
}

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ReportError);
  return e as ReportError;
};

describe('submitReport', () => {
  it('stores a report with the title it had, capped and without control characters', async () => {
    const { file, store, deps } = setup('one');
    const report = await submitReport(
      { competitionId: '42', reason: 'broken_link', note: ' Link\u0000 daftar <b>mati</b>\nsejak kemarin ', contact: 'wa\n0812' },
      '10.0.0.1',
      deps,
    );
    expect(report).toMatchObject({
      competitionId: '42',
      competitionTitle: 'Lomba Esai',
      reason: 'broken_link',
      note: 'Link daftar <b>mati</b>\nsejak kemarin',
      contact: 'wa0812',
    });
    expect(await store.list()).toEqual([report]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([report]);
  });

  it('refuses over-long fields, unknown reasons and unknown listings in Indonesian', async () => {
    const { store, deps } = setup('bad');
    const e = await refusal(
      submitReport({ competitionId: '42', reason: 'spam', note: 'x'.repeat(501), contact: 'y'.repeat(201) }, 'a', deps),
    );
    expect(e.status).toBe(422);
    expect(e.fields).toEqual({
      reason: 'Pilih alasan laporan.',
      note: 'Keterangan paling banyak 500 karakter.',
      contact: 'Kontak paling banyak 200 karakter.',
    });
    expect((await refusal(submitReport({ competitionId: '7', reason: 'fake' }, 'a', deps))).message).toBe(REPORT_MESSAGES.notFound);
    expect((await refusal(submitReport('bukan objek', 'a', deps))).status).toBe(422);
    expect(await store.list()).toEqual([]);
  });

  it('20 reports in a minute from one visitor: the first 10 are kept, the rest refused; others and later are not', async () => {
    const { store, deps, tick } = setup('flood');
    const results: (string | number)[] = [];
    for (let i = 0; i < 20; i++) {
      results.push(
        await submitReport({ competitionId: '42', reason: 'fake' }, '10.0.0.9', deps).then(
          () => 201,
          (e: ReportError) => e.status,
        ),
      );
      tick(1000);
    }
    expect(results).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
    const e = await refusal(submitReport({ competitionId: '42', reason: 'fake' }, '10.0.0.9', deps));
    expect(e.message).toBe('Terlalu banyak laporan dari Anda. Coba lagi dalam satu menit.');
    await submitReport({ competitionId: '42', reason: 'fake' }, '10.0.0.10', deps);
    tick(60_000);
    await submitReport({ competitionId: '42', reason: 'other' }, '10.0.0.9', deps);
    expect(await store.list()).toHaveLength(12);
  });

  it('the file store removes one report and reads a missing file as empty', async () => {
    const { store, deps } = setup('remove');
    expect(await store.list()).toEqual([]);
    const a = await submitReport({ competitionId: '42', reason: 'fake' }, 'x', deps);
    const b = await submitReport({ competitionId: '42', reason: 'wrong_date' }, 'y', deps);
    expect(await store.remove(a.id)).toBe(true);
    expect(await store.remove(a.id)).toBe(false);
    expect(await store.list()).toEqual([b]);
  });

  it('keeps the queue beside the data file, named after it', () => {
    expect(reportsFileFor('/srv/database/data.json')).toBe('/srv/database/data.reports.json');
  });
});
