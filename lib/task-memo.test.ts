import { describe, expect, it } from 'vitest';
import { taskMemo } from './task-memo';

describe('taskMemo', () => {
  it('reads once per task, again in the next one', async () => {
    let reads = 0;
    let source = 'a';
    const memo = taskMemo(() => {
      reads++;
      return source;
    });
    expect([memo.get(), memo.get(), memo.get()]).toEqual(['a', 'a', 'a']);
    expect(reads).toBe(1);
    source = 'b';
    await Promise.resolve();
    expect(memo.get()).toBe('b');
    expect(reads).toBe(2);
  });

  it('reads again at once after clear()', () => {
    let source = 1;
    const memo = taskMemo(() => source);
    expect(memo.get()).toBe(1);
    source = 2;
    expect(memo.get()).toBe(1);
    memo.clear();
    expect(memo.get()).toBe(2);
  });
});
