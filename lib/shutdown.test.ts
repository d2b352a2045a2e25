import { describe, expect, it } from 'vitest';
import { installShutdown, isDraining, trackWrite, writesSettled } from './shutdown';

describe('graceful shutdown', () => {
  it('waits for every write in flight, including one started meanwhile', async () => {
    const order: string[] = [];
    let second: Promise<void> | undefined;
    void trackWrite(
      new Promise<void>((r) => setTimeout(r, 30)).then(() => {
        order.push('first');
        second = trackWrite(new Promise<void>((r) => setTimeout(r, 30)).then(() => void order.push('second')));
      }),
    );
    await writesSettled();
    expect(order).toEqual(['first', 'second']);
    await second;
  });

  it('on SIGTERM turns not-ready at once and exits only after the writes in flight, within the deadline', async () => {
    const exits: { code: number; at: number; order: string[] }[] = [];
    const order: string[] = [];
    const started = Date.now();
    installShutdown({
      forceAfterMs: 50,
      writeWaitMs: 1_000,
      exit: (code) => void exits.push({ code, at: Date.now() - started, order: [...order] }),
      log: () => {},
    });
    void trackWrite(new Promise<void>((r) => setTimeout(r, 200)).then(() => void order.push('write done')));
    expect(isDraining()).toBe(false);
    process.emit('SIGTERM', 'SIGTERM');
    expect(isDraining()).toBe(true);
    await expect.poll(() => exits.length).toBe(1);
    expect(exits[0]).toMatchObject({ code: 143, order: ['write done'] });
    expect(exits[0]!.at).toBeGreaterThanOrEqual(190);
  });
});
