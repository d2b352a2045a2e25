import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '@/scripts/redis-server.mjs';
import { createMemoryLedger, createRedisLedger } from './ledger';
import { createJobRunner } from './runner';
import type { JobDefinition, JobLedger } from './types';

let server: TestRedis;
const clients: Redis[] = [];
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await server.close();
});

function redisLedger(prefix: string): JobLedger {
  const client = new Redis(server.url);
  clients.push(client);
  return createRedisLedger(client, (...parts) => [prefix, ...parts].join(':'));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each([
  [
    'memory',
    () => {
      const l = createMemoryLedger();
      return [l, l] as const;
    },
  ],
  ['redis', () => [redisLedger('t1'), redisLedger('t1')] as const],
])('job runner on the %s ledger', (_name, ledgers) => {
  it('runs a job once per period across two runners, and records who ran it', async () => {
    const [a, b] = ledgers();
    let t = 10_000;
    const runs: string[] = [];
    const job = (who: string): JobDefinition => ({
      id: 'count',
      everyMs: 1000,
      run: async ({ period }) => {
        runs.push(`${who}:${period}`);
        await sleep(5);
        return `ran ${period}`;
      },
    });
    const ra = createJobRunner({ ledger: a, jobs: [job('a')], instance: 'a', now: () => t });
    const rb = createJobRunner({ ledger: b, jobs: [job('b')], instance: 'b', now: () => t });
    // First sight: the job starts with the next period.
    t = 9_100;
    expect((await ra.runDue())[0]).toMatchObject({ ran: false });
    expect(runs).toEqual([]);
    for (let period = 10; period < 15; period++) {
      t = period * 1000 + 100;
      await Promise.all([ra.runDue(), rb.runDue(), ra.runDue(), rb.runDue()]);
      t += 500;
      await Promise.all([ra.runDue(), rb.runDue()]);
    }
    expect(runs.map((r) => r.split(':')[1])).toEqual(['10', '11', '12', '13', '14']);
    const [status] = await ra.status();
    expect(status?.lastRun).toMatchObject({ period: 14, ok: true, result: 'ran 14' });
    expect(status?.recent).toHaveLength(5);
    expect(status?.nextRunAt).toBe(15_000);
  });

  it('asked by the cron route, a job never seen runs at once, and still once in its period', async () => {
    const [a, b] = ledgers();
    const runs: number[] = [];
    const job: JobDefinition = { id: 'cron-first', everyMs: 1000, run: async ({ period }) => `ran ${runs.push(period)}` };
    const ra = createJobRunner({ ledger: a, jobs: [job], instance: 'a', now: () => 20_300 });
    const rb = createJobRunner({ ledger: b, jobs: [job], instance: 'b', now: () => 20_600 });
    expect((await ra.runDue({ startNew: true }))[0]).toMatchObject({ ran: true, ok: true, period: 20 });
    expect((await rb.runDue({ startNew: true }))[0]).toMatchObject({ ran: false });
    expect((await rb.runDue())[0]).toMatchObject({ ran: false });
    expect(runs).toEqual([20]);
  });

  it('a run whose instance died is taken over once its lease lapses', async () => {
    const [a, b] = ledgers();
    // Instance "dead" took the lease and never finished.
    expect(await a.claim('takeover', 6, 'dead#6', 1000)).toBe(false);
    expect(await a.claim('takeover', 7, 'dead#7', 1000)).toBe(true);
    let ran = 0;
    const rb = createJobRunner({
      ledger: b,
      jobs: [{ id: 'takeover', everyMs: 1000, leaseMs: 1000, run: async () => `${++ran}` }],
      instance: 'b',
      now: () => 7_500,
    });
    expect((await rb.runDue())[0]).toMatchObject({ ran: false });
    await sleep(1100);
    expect((await rb.runDue())[0]).toMatchObject({ ran: true, ok: true, result: '1' });
    expect((await rb.runDue())[0]).toMatchObject({ ran: false });
  });

  it('a failing run is recorded as failed and not retried in its period', async () => {
    const [a] = ledgers();
    let calls = 0;
    const r = createJobRunner({
      ledger: a,
      jobs: [
        {
          id: 'fails',
          everyMs: 1000,
          run: async () => {
            calls++;
            throw new Error('Sumber tidak menjawab.');
          },
        },
      ],
      instance: 'a',
      now: () => t,
    });
    let t = 2_000;
    await r.runDue();
    t = 3_000;
    expect((await r.runDue())[0]).toMatchObject({ ran: true, ok: false, result: 'Sumber tidak menjawab.' });
    await r.runDue();
    expect(calls).toBe(1);
    expect((await r.status())[0]?.lastRun).toMatchObject({ ok: false, period: 3 });
  });

  it('renews the lease of a long run so nobody else takes it', async () => {
    const [a, b] = ledgers();
    let runs = 0;
    const slow: JobDefinition = {
      id: 'slow',
      everyMs: 60_000,
      // A run three times its lease, renewed every third of it; a busy machine may delay a renewal, not a whole lease.
      leaseMs: 1000,
      run: async () => {
        runs++;
        await sleep(3000);
        return 'ok';
      },
    };
    let t = 60_000;
    const ra = createJobRunner({ ledger: a, jobs: [slow], instance: 'a', now: () => t });
    const rb = createJobRunner({ ledger: b, jobs: [slow], instance: 'b', now: () => t });
    await ra.runDue();
    t = 120_000;
    const first = ra.runDue();
    await sleep(2000);
    expect((await rb.runDue())[0]).toMatchObject({ ran: false });
    expect((await rb.status())[0]).toMatchObject({ runningOn: 'a', runningPeriod: 2 });
    await first;
    expect(runs).toBe(1);
  });
});
