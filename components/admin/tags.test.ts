import { describe, expect, it } from 'vitest';
import { addTag, cleanTag, splitTagInput } from './tags';

describe('tags', () => {
  it('cleans a typed tag', () => {
    expect(cleanTag('  #Desain   Grafis ')).toBe('desain grafis');
    expect(cleanTag('   ')).toBe('');
  });

  it('adds trimmed lower-case tags once', () => {
    const one = addTag([], ' Matematika ');
    expect(one).toEqual(['matematika']);
    expect(addTag(one, 'MATEMATIKA')).toBe(one);
    expect(addTag(one, '  ')).toBe(one);
    expect(addTag(one, 'Sains')).toEqual(['matematika', 'sains']);
  });

  it('splits on commas, keeping what follows the last one', () => {
    expect(splitTagInput('a,b,c')).toEqual({ complete: ['a', 'b'], rest: 'c' });
    expect(splitTagInput('abc,')).toEqual({ complete: ['abc'], rest: '' });
    expect(splitTagInput('abc')).toEqual({ complete: [], rest: 'abc' });
  });
});
