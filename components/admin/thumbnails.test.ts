import { describe, expect, it } from 'vitest';
import { addThumbnail } from './thumbnails';

describe('addThumbnail', () => {
  it('adds a trimmed URL', () => {
    expect(addThumbnail([], ' https://example.com/a.png ')).toEqual({ status: 'added', list: ['https://example.com/a.png'] });
  });

  it('ignores duplicates and empty input', () => {
    const list = ['https://example.com/a.png'];
    expect(addThumbnail(list, 'https://example.com/a.png')).toEqual({ status: 'duplicate', list });
    expect(addThumbnail(list, '  ')).toEqual({ status: 'empty', list });
  });

  it('refuses text that is not an http(s) URL', () => {
    expect(addThumbnail([], 'bukan-url').status).toBe('invalid');
    expect(addThumbnail([], '/posters/a.png').status).toBe('invalid');
    expect(addThumbnail([], 'javascript:alert(1)').status).toBe('invalid');
  });
});
