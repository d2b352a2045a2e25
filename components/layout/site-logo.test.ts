import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { LOGO_SHAPES } from './site-logo';

test('the inline logo is the drawing of public/favicon.svg', () => {
  const file = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').trim();
  expect(file).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${LOGO_SHAPES}</svg>`);
});
