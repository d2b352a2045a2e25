import { describe, expect, it } from 'vitest';
import { createMemoryAttemptStore } from './attempt-store';
import { attemptKeys, createLoginThrottle } from './throttle';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const MIN = 60_000;
const keys = (email: string, address: string) => attemptKeys({ email, address });

describe('login throttle', () => {
  it('admits 5 attempts per e-mail within 15 minutes, from any address, and refuses the sixth before any check', async () => {
    const c = clock();
    const th = createLoginThrottle({ now: c.now });
    for (let i = 0; i < 5; i++) {
      expect(await th.admit(keys('admin@example.com', `10.0.0.${i}`))).toEqual({ ok: true });
      c.advance(MIN);
    }
    expect(await th.admit(keys('admin@example.com', '10.0.0.9'))).toEqual({ ok: false, retryAfterSeconds: 10 * 60 });
    expect((await th.admit(keys('other@example.com', '10.0.0.9'))).ok).toBe(true);
  });

  it('counts a burst as it arrives: of 50 concurrent attempts exactly 5 are admitted', async () => {
    const th = createLoginThrottle();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => th.admit(keys('admin@example.com', `10.1.0.${i}`))));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
  });

  it('refuses an address after 5 attempts with different e-mails, and counts nothing for a refused attempt', async () => {
    const th = createLoginThrottle();
    for (let i = 0; i < 5; i++) expect((await th.admit(keys(`user${i}@example.com`, '203.0.113.7'))).ok).toBe(true);
    expect((await th.admit(keys('new@example.com', '203.0.113.7'))).ok).toBe(false);
    // The refused attempt above did not count against new@example.com.
    for (let i = 0; i < 5; i++) expect((await th.admit(keys('new@example.com', `203.0.113.${20 + i}`))).ok).toBe(true);
  });

  it('frees a slot when the oldest attempt leaves the 15-minute window', async () => {
    const c = clock();
    const th = createLoginThrottle({ now: c.now });
    const k = keys('a@example.com', '192.0.2.1');
    await th.admit(k); // t0
    c.advance(5 * MIN);
    for (let i = 0; i < 4; i++) await th.admit(k); // t0 + 5 min
    expect((await th.admit(k)).ok).toBe(false);
    c.advance(10 * MIN - 1);
    expect((await th.admit(k)).ok).toBe(false);
    c.advance(1);
    expect((await th.admit(k)).ok).toBe(true);
    expect((await th.admit(k)).ok).toBe(false);
  });

  it('a success gives its keys their allowance back', async () => {
    const th = createLoginThrottle();
    const k = keys('a@example.com', '198.51.100.1');
    for (let i = 0; i < 4; i++) await th.admit(k);
    await th.succeeded(k);
    for (let i = 0; i < 5; i++) expect((await th.admit(k)).ok).toBe(true);
  });

  it('a trusted device is counted on its own: a locked e-mail does not lock it, and its failures lock only it', async () => {
    const store = createMemoryAttemptStore();
    const th = createLoginThrottle({ store });
    for (let i = 0; i < 5; i++) await th.admit(keys('admin@example.com', `203.0.113.${i}`));
    expect((await th.admit(keys('admin@example.com', '198.51.100.9'))).ok).toBe(false);
    const device = attemptKeys({ email: 'admin@example.com', address: '203.0.113.1', device: 'nonce-1' });
    expect(device).toEqual(['device:nonce-1']);
    for (let i = 0; i < 5; i++) expect((await th.admit(device)).ok).toBe(true);
    expect((await th.admit(device)).ok).toBe(false);
    expect((await th.admit(attemptKeys({ email: 'admin@example.com', address: 'x', device: 'nonce-2' }))).ok).toBe(true);
  });
});

describe('the memory attempt store', () => {
  it('stays cheap with tens of thousands of live keys, and still forgets expired attempts', async () => {
    const store = createMemoryAttemptStore();
    for (let i = 0; i < 30_000; i++) await store.take([`k${i}`], 2, 10 * MIN, 0);
    // A sweep on every take walked all 30,000 keys: about 9 ms each, 9 s for these 1,000.
    const t = performance.now();
    for (let i = 0; i < 1_000; i++) expect(await store.take([`new${i}`], 2, 10 * MIN, 1_000)).toBe(0);
    expect(performance.now() - t).toBeLessThan(1_000);
    expect(await store.take(['k1'], 1, 10 * MIN, 2_000)).toBeGreaterThan(0);
    // Ten minutes on, the old keys are gone: a limit of one admits k1 again.
    expect(await store.take(['k1'], 1, 10 * MIN, 11 * MIN)).toBe(0);
    expect(await store.take(['k1'], 1, 10 * MIN, 11 * MIN)).toBeGreaterThan(0);
  });
});
