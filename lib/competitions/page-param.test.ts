import { describe, expect, it } from 'vitest';
import { pageParamFixed } from './page-param';

describe('pageParamFixed', () => {
  it('drops page=1 and keeps the other parameters as written', () => {
    expect(pageParamFixed('?q=lomba&page=1', 1)).toBe('?q=lomba');
    expect(pageParamFixed('?categories=SD,SMP&page=1&sort=title_asc', 1)).toBe('?categories=SD,SMP&sort=title_asc');
    expect(pageParamFixed('?page=1', 1)).toBe('');
    expect(pageParamFixed('?page=abc', 1)).toBe('');
  });

  it('names the page on show when the address asked for another', () => {
    expect(pageParamFixed('?page=999', 4)).toBe('?page=4');
    expect(pageParamFixed('?q=x&page=007', 7)).toBe('?q=x&page=7');
    expect(pageParamFixed('?page=2&q=x&page=3', 2)).toBe('?page=2&q=x');
  });

  it('leaves a correct address alone', () => {
    expect(pageParamFixed('?page=3', 3)).toBeNull();
    expect(pageParamFixed('?q=lomba', 1)).toBeNull();
    expect(pageParamFixed('', 1)).toBeNull();
  });
});
