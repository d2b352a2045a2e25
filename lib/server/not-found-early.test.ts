import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, notFoundRewrite, type EarlyDeps } from './not-found-early';

const asked: string[] = [];
const deps: EarlyDeps = {
  listed: async (slug) => {
    asked.push(`listed ${slug}`);
    return slug.startsWith('12-') ? true : slug.startsWith('99-') ? null : false;
  },
  opens: async (token, page) => {
    asked.push(`opens ${token} ${page}`);
    return token === 'good' && page !== 'koreksi';
  },
};

describe('notFoundRewrite', () => {
  it("sends a report page of an unknown listing to the listing's own 404, and leaves a known or unreadable one", async () => {
    expect(await notFoundRewrite('/berita/7-nope/laporkan', deps)).toBe('/berita/7-nope');
    expect(await notFoundRewrite('/berita/7-l%C3%B6mba/laporkan/', deps)).toBe('/berita/7-l%C3%B6mba');
    expect(asked.at(-1)).toBe('listed 7-lömba');
    expect(await notFoundRewrite('/berita/12-ada/laporkan', deps)).toBeNull();
    // The catalog could not be read: the page shows the error instead of a 404.
    expect(await notFoundRewrite('/berita/99-x/laporkan', deps)).toBeNull();
    expect(await notFoundRewrite('/berita/%E0%A4%A/laporkan', deps)).toBeNull();
  });

  it('sends a token page that opens nothing to the not-found page, each page asked by its name', async () => {
    expect(await notFoundRewrite('/kiriman/bad', deps)).toBe(NOT_FOUND_PATH);
    expect(await notFoundRewrite('/kiriman/good', deps)).toBeNull();
    expect(asked.at(-1)).toBe('opens good ');
    expect(await notFoundRewrite('/kiriman/good/ubah', deps)).toBeNull();
    expect(await notFoundRewrite('/kiriman/good/kirim-ulang/', deps)).toBeNull();
    expect(await notFoundRewrite('/kiriman/good/koreksi', deps)).toBe(NOT_FOUND_PATH);
    expect(asked.at(-1)).toBe('opens good koreksi');
  });

  it('leaves every other path to Next without asking', async () => {
    asked.length = 0;
    for (const path of ['/kiriman/good/lain', '/kiriman/a/b/c', '/berita/7-nope', '/berita/7-nope/laporkan/x', '/search', '/']) {
      expect(await notFoundRewrite(path, deps), path).toBeNull();
    }
    expect(asked).toEqual([]);
  });
});
