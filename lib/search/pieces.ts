import { SEP } from './text';
import { i32, itemAt } from '@/lib/checked';

/*
 * How a word is found without reading every text. Each text is split into tokens (runs between whitespace and
 * separators); a word appears in a text exactly when it appears inside one of its tokens. Each distinct token is in
 * turn split into pieces: runs of letters (ASCII letters and every non-ASCII code unit), runs of digits, and each
 * other character alone. A word split the same way can only appear in a token if its inner pieces (and every
 * lone character) are whole pieces of that token, and a one-piece word only inside a piece of the same kind. So a
 * word is looked up among the distinct pieces (a few thousand words and numbers, even when every text holds a
 * unique link or phone number), candidate tokens are confirmed with `includes`, and the items holding those tokens
 * are the result.
 */
export const LETTERS = 0;
const DIGITS = 1;
export const OTHER = 2;

function kindOf(code: number): number {
  if (code >= 48 && code <= 57) return DIGITS;
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code >= 128) return LETTERS;
  return OTHER;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/**
 * For whole words: ASCII digits, letters (any script, with their marks; other digits count as letters, as in
 * kindOf), or anything else. Unlike kindOf, a non-ASCII quote or dash is not a letter here, so "esai" stands whole in
 * “esai”. A run of kindOf's letters is bounded by a digit or ASCII punctuation, never by a letter of this kind, so
 * whether a word is whole inside one piece is whether it is whole in the token.
 */
function wordKind(code: number): number {
  if (code >= 48 && code <= 57) return DIGITS;
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) return LETTERS;
  return code >= 128 && WORD_CHAR.test(String.fromCharCode(code)) ? LETTERS : OTHER;
}

/**
 * Whether text[from, to) stands as a whole word: the character before it is not a letter or digit of the same kind
 * as its first one, nor the character after of the same kind as its last one (a word that starts or ends with a
 * punctuation mark needs no edge there). So "esai" is whole in "esai", "esai," and "esai2026", never in "desain".
 */
export function isWholeAt(text: string, from: number, to: number): boolean {
  const edge = (inside: number, outside: number) => {
    if (outside < 0 || outside >= text.length) return true;
    const kind = wordKind(text.charCodeAt(inside));
    return kind === OTHER || wordKind(text.charCodeAt(outside)) !== kind;
  };
  return from < to && edge(from, from - 1) && edge(to - 1, to);
}

/** Whether `word` appears in `text` at least once as a whole word (isWholeAt). */
export function holdsWhole(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) if (isWholeAt(text, at, at + word.length)) return true;
  return false;
}

/** The pieces of a token or word, each as [kind, text]. */
export function piecesOf(s: string): [number, string][] {
  const out: [number, string][] = [];
  let from = 0;
  while (from < s.length) {
    const kind = kindOf(s.charCodeAt(from));
    let to = from + 1;
    if (kind !== OTHER) while (to < s.length && kindOf(s.charCodeAt(to)) === kind) to++;
    out.push([kind, s.slice(from, to)]);
    from = to;
  }
  return out;
}

/** Distinct pieces of one kind, joined by SEP so one `indexOf` scans them all. */
type PieceList = { ids: Int32Array; texts: string[]; joined: string; starts: Int32Array };

export type Pieces = {
  /** Tokens 0 .. covered-1 of the table are in here; later ones are looked at one by one (see LOOSE). */
  covered: number;
  pieceIds: Map<string, number>;
  /** Tokens holding piece p: pieceTokens[pieceStart[p] .. pieceStart[p+1]). */
  pieceStart: Int32Array;
  pieceTokens: Int32Array;
  letters: PieceList;
  digits: PieceList;
};

/** CSR from per-owner lists of ids: starts (length owners+1) and the flat ids. */
function flatten(lists: number[][]): { start: Int32Array; flat: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = i32(start, i) + itemAt(lists, i).length;
  const flat = new Int32Array(i32(start, lists.length));
  for (let i = 0; i < lists.length; i++) flat.set(itemAt(lists, i), i32(start, i));
  return { start, flat };
}

function pieceList(ids: number[], texts: string[]): PieceList {
  const starts = new Int32Array(ids.length + 1);
  let offset = 1;
  for (let k = 0; k < ids.length; k++) {
    starts[k] = offset;
    offset += itemAt(texts, k).length + 1;
  }
  starts[ids.length] = offset;
  return { ids: Int32Array.from(ids), texts, joined: SEP + texts.join(SEP) + SEP, starts };
}

/** The pieces of the table's first `count` tokens; yields now and then so a caller can run it in slices. */
export function* buildPieces(tokens: readonly string[], count: number): Generator<void, Pieces> {
  const pieceIds = new Map<string, number>();
  const lists: number[][] = [];
  const byKind: [number[], string[]][] = [
    [[], []],
    [[], []],
  ];
  for (let t = 0; t < count; t++) {
    if ((t & 4095) === 4095) yield;
    for (const [kind, text] of piecesOf(itemAt(tokens, t))) {
      let id = pieceIds.get(text);
      if (id === undefined) {
        id = lists.length;
        pieceIds.set(text, id);
        lists.push([]);
        if (kind !== OTHER) {
          itemAt(byKind, kind)[0].push(id);
          itemAt(byKind, kind)[1].push(text);
        }
      }
      const list = itemAt(lists, id);
      if (list[list.length - 1] !== t) list.push(t);
    }
  }
  const { start, flat } = flatten(lists);
  return {
    covered: count,
    pieceIds,
    pieceStart: start,
    pieceTokens: flat,
    letters: pieceList(...itemAt(byKind, LETTERS)),
    digits: pieceList(...itemAt(byKind, DIGITS)),
  };
}
