import type { Competition } from './schema';

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;
const encoder = new TextEncoder();

/** Fixed key order, so the same item always gives the same text whatever order its keys arrived in. */
function canonical(c: Competition): string {
  return JSON.stringify([
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
