/**
 * Checked reads of arrays by index (the search index's typed arrays, the store's record lists). Under `noUncheckedIndexedAccess` a read may be undefined; these say
 * what a read past the end means instead of asserting it away. A typed array reads 0 there, as its unset slots do;
 * an array of values throws, since a missing item is a bug in the caller's bounds. One function per array type keeps
 * each call monomorphic for the JIT.
 */
export const u32 = (a: Uint32Array, i: number): number => a[i] ?? 0;
export const i32 = (a: Int32Array, i: number): number => a[i] ?? 0;
export const u8 = (a: Uint8Array, i: number): number => a[i] ?? 0;

export function itemAt<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new RangeError(`No item at ${i} of ${list.length}`);
  return value;
}
