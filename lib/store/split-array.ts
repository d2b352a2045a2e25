import { DATA_MESSAGES } from '@/lib/words/errors';

/**
 * Byte ranges of the elements of a JSON array, from its UTF-8 bytes. The text must already have passed
 * JSON.parse: this finds boundaries, it does not validate. Structural characters are ASCII and UTF-8 never uses
 * ASCII bytes inside a multi-byte character, so the bytes can be scanned directly; string contents are skipped
 * with a native search for the closing quote (descriptions are most of a data file).
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

const broken = () => new Error(DATA_MESSAGES.unreadableArray);

/** The index just past the string that opens at `i`. */
function skipString(buf: Buffer, i: number): number {
  let from = i + 1;
  for (;;) {
    const q = buf.indexOf(QUOTE, from);
    if (q < 0) throw broken();
    let slashes = 0;
    for (let k = q - 1; buf[k] === BACKSLASH; k--) slashes++;
    if (slashes % 2 === 0) return q + 1;
    from = q + 1;
  }
}

/** The index just past the value that starts at `i`. */
function skipValue(buf: Buffer, i: number): number {
  const first = buf[i];
  if (first === QUOTE) return skipString(buf, i);
  if (first === OPEN_ARRAY || first === OPEN_OBJECT) {
    let depth = 0;
    while (i < buf.length) {
      const b = buf[i]!;
      if (b === QUOTE) {
        i = skipString(buf, i);
        continue;
      }
      if (b === OPEN_ARRAY || b === OPEN_OBJECT) depth++;
      else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    throw broken();
  }
  // A number, true, false or null: up to the next separator.
  while (i < buf.length && !isSpace(buf[i]) && buf[i] !== COMMA && buf[i] !== CLOSE_ARRAY) i++;
  return i;
}

/** [start, end) of each element of the array the bytes hold. */
export function splitArray(buf: Buffer): [number, number][] {
  const spans: [number, number][] = [];
  let i = 0;
  const skipSpace = () => {
    while (isSpace(buf[i])) i++;
  };
  skipSpace();
  if (buf[i] !== OPEN_ARRAY) throw broken();
  i++;
  skipSpace();
  if (buf[i] === CLOSE_ARRAY) return spans;
  for (;;) {
    skipSpace();
    const start = i;
    i = skipValue(buf, i);
    spans.push([start, i]);
    skipSpace();
    if (buf[i] === COMMA) {
      i++;
      continue;
    }
    if (buf[i] === CLOSE_ARRAY) return spans;
    throw broken();
  }
}
