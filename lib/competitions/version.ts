import { FACT_KEYS } from './facts';
import type { Competition } from './schema';

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;
const encoder = new TextEncoder();

/** JSON with object keys sorted, so key order never changes the text. */
const sortedJson = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x,
  );

/**
 * Fixed key order, so the same item always gives the same text whatever order its keys arrived in. The facts are
 * appended only when set, so an item without any keeps the fingerprint it had before facts existed.
 */
function canonical(c: Competition): string {
  const facts = FACT_KEYS.filter((k) => c[k] !== undefined).map((k) => [k, c[k]]);
  const base = JSON.stringify([
    c.id,
    c.title,
    c.description,
    c.thumbnails,
    c.tags,
    c.categories,
    c.registration.start,
    c.registration.end,
    c.published_date,
  ]);
  return facts.length ? `${base}${sortedJson(facts)}` : base;
}

/**
 * A short fingerprint of one competition (FNV-1a 64 over its canonical JSON as UTF-8). An editor sends back the
 * fingerprint of the copy it loaded; a different current fingerprint means someone else changed that item since.
 */
export function competitionVersion(c: Competition): string {
  let hash = FNV_OFFSET;
  for (const byte of encoder.encode(canonical(c))) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
}
