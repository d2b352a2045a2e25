import { describe, expect, it } from 'vitest';
import { paramsFromCacheKey, paramsRecord, searchCacheKey } from './cache-key';

const key = (qs: string) => searchCacheKey(new URLSearchParams(qs));

describe('searchCacheKey', () => {
  it('gives one key per canonical query: unknown parameters, default sort and page 1 do not split the cache', () => {
    const k = key('q=esai');
    expect(k).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(key('q=esai&utm_source=wa')).toBe(k);
    expect(key('q=%20esai%20&sort=relevance&page=1')).toBe(k);
    expect(key('q=esai&sort=nonsense')).toBe(k);
    expect(key('q=esai&page=abc')).toBe(k);
    expect(key('q=esai&page=2')).not.toBe(k);
    expect(key('q=Esai')).not.toBe(k);
    expect(key('categories=sma,XYZ&tag=%23Sains')).toBe(key('categories=SMA&tag=sains'));
  });

  it('knows the default order is "Paling relevan" with text and newest first without', () => {
    // With text, newest first is a choice of its own; without text, relevance means nothing and falls back.
    expect(key('q=esai&sort=published_date_desc')).not.toBe(key('q=esai'));
    expect(paramsFromCacheKey(key('q=esai&sort=published_date_desc')!)).toEqual({ q: 'esai', sort: 'published_date_desc' });
    expect(key('categories=SD&sort=relevance')).toBe(key('categories=SD'));
    expect(key('categories=SD&sort=published_date_desc')).toBe(key('categories=SD'));
    expect(paramsFromCacheKey(key('categories=SD&sort=title_asc')!)).toEqual({ categories: 'SD', sort: 'title_asc' });
  });

  it('names the empty search with its own key', () => {
    expect(key('')).toBe('-');
    expect(key('categories=XYZ')).toBe('-');
    expect(paramsFromCacheKey('-')).toEqual({});
  });

  it('leaves very long queries and page numbers to the per-request route', () => {
    expect(key(`q=${'a'.repeat(101)}`)).toBeNull();
    expect(key(`q=${'a'.repeat(100)}`)).not.toBeNull();
    expect(key('q=esai&page=10000')).toBeNull();
    expect(key('q=esai&page=9999')).not.toBeNull();
  });

  it('round-trips to the parameters the page renders, non-ASCII included', () => {
    for (const qs of [
      'q=lomba esai nasional&categories=SMA,SMP&tag=sains&sort=title_asc&page=3',
      'q=Olimpiade “Sains” — Jakarta ünï',
      'tag=e-sport',
    ]) {
      const params = paramsFromCacheKey(key(qs)!);
      expect(params).not.toBeNull();
      expect(key(new URLSearchParams(params as Record<string, string>).toString())).toBe(key(qs));
    }
    expect(paramsFromCacheKey(key('q=a b&categories=SD,SMA')!)).toEqual({ q: 'a b', categories: 'SD,SMA' });
  });

  it('refuses keys it could not have made', () => {
    expect(paramsFromCacheKey('not base64!')).toBeNull();
    expect(paramsFromCacheKey('_w')).toBeNull(); // one byte 0xFF: not UTF-8
  });
});

describe('paramsRecord', () => {
  it('keeps repeated names as arrays', () => {
    expect(paramsRecord(new URLSearchParams('tag=a&tag=b&q=x'))).toEqual({ tag: ['a', 'b'], q: 'x' });
  });
});
