import { describe, expect, it } from 'vitest';
import { randomSeed, randomSeeds, randomWorld, withSeed } from './random-data';

describe('random test seeds', () => {
  it("uses the test's own seed unless TEST_SEED is set", () => {
    expect(randomSeed(7, {})).toBe(7);
    expect(randomSeed(7, { TEST_SEED: ' ' })).toBe(7);
    expect(randomSeed(7, { TEST_SEED: '424242' })).toBe(424242);
    expect(randomSeeds([1, 2, 3], {})).toEqual([1, 2, 3]);
    expect(randomSeeds([1, 2, 3], { TEST_SEED: '9' })).toEqual([9]);
  });

  it('refuses a TEST_SEED that is not a whole number', () => {
    for (const bad of ['abc', '1.5', '-3', '1e3', '99999999999999999999']) {
      expect(() => randomSeed(7, { TEST_SEED: bad }), bad).toThrow(`TEST_SEED must be a whole number, not "${bad}".`);
    }
  });

  it('names the seed and how to replay it', () => {
    expect(withSeed('sorts', 12)).toBe('sorts (seed 12: replay with TEST_SEED=12)');
  });

  it('replays the same world from the same seed, and another from another', () => {
    const draw = (seed: number) => {
      const w = randomWorld(seed);
      return [w.competition(), w.competition(), w.query()];
    };
    expect(draw(5)).toEqual(draw(5));
    expect(draw(5)).not.toEqual(draw(6));
  });
});
