import type { ServerResponse } from 'node:http';

/**
 * Next.js 16 sends the `Location` header of a redirect twice when the redirect comes from a cached (ISR) page such as
 * /berita/{id}-{wrong-slug} on its first render: the render sets it on the response and the cache replays it again
 * with appendHeader (vercel/next.js#82117, fix proposed in #95913). Proxies may join the two into an invalid
 * "/a, /a" and Googlebot gives up on it. Until that fix ships, appending a `Location` value that the response
 * already carries is skipped; a different value, and every other header, is appended as before.
 */
export function keepSingleLocation(proto: Pick<ServerResponse, 'appendHeader' | 'getHeader'>): void {
  const marked = proto as typeof proto & { __singleLocation?: true };
  if (marked.__singleLocation) return;
  const append = proto.appendHeader;
  proto.appendHeader = function appendHeader(this: ServerResponse, name: string, value: string | readonly string[]) {
    if (name.toLowerCase() === 'location') {
      const current = this.getHeader('location');
      const have = Array.isArray(current) ? current.map(String) : current === undefined ? [] : [String(current)];
      const adding = (Array.isArray(value) ? value : [value]).filter((v) => !have.includes(String(v)));
      if (!adding.length) return this;
      return append.call(this, name, adding);
    }
    return append.call(this, name, value);
  };
  marked.__singleLocation = true;
}
