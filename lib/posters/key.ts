/**
 * The name a poster's source address goes by in /poster/{key}/… paths: 64 bits of two FNV-1a hashes of its
 * UTF-16 code units, in hex. Not a secret and not a security boundary (the route serves only keys of posters in
 * the data); short so sixteen cards' srcsets stay small, and synchronous so browser code can compute it too.
 */
export function posterKey(url: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

export const POSTER_KEY_PATTERN = /^[0-9a-f]{16}$/;
