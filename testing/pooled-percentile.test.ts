import { describe, expect, it } from 'vitest';
// @ts-expect-error: the bench is plain JavaScript without declarations.
import { pooledPercentile } from '../bench/load.mjs';

const run = (requests: number, latency: Record<string, number>) => ({ requests, latency });

describe("the bench's pooled percentile", () => {
  it('is the run’s own percentile for one run, or for several identical runs', () => {
    const one = run(1000, { min: 1, p50: 20, p90: 30, p99: 60, max: 100 });
    expect(pooledPercentile([one], 99)).toBe(60);
    expect(pooledPercentile([one, one, one], 50)).toBe(20);
  });

  it('weighs runs by their requests: one slow run in sixty moves p99 far less than the worst run’s p99', () => {
    const usual = run(2500, { min: 5, p50: 25, p90: 40, p99: 80, max: 120 });
    const slow = run(2500, { min: 5, p50: 25, p90: 60, p99: 160, max: 300 });
    const pooled = pooledPercentile([...Array(59).fill(usual), slow], 99);
    expect(pooled).toBeGreaterThan(80);
    expect(pooled).toBeLessThan(100);
    // Half the runs slow: p99 moves most of the way to the slow runs'.
    expect(pooledPercentile([usual, slow], 99)).toBeGreaterThan(120);
  });

  it('reads autocannon’s percentile names (p97_5, p99_9) and ignores runs without requests', () => {
    const r = run(100, { min: 1, p50: 10, p97_5: 40, p99: 50, p99_9: 90, max: 100 });
    expect(pooledPercentile([r], 97.5)).toBe(40);
    expect(pooledPercentile([r, run(0, { min: 0, max: 0 })], 99.9)).toBe(90);
    expect(pooledPercentile([], 99)).toBeNull();
  });
});
