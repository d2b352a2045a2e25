import path from 'node:path';
import type { NextConfig } from 'next';
import { securityHeaderRules } from './lib/server/security-headers';

const nextConfig: NextConfig = {
  // Each test server copies the build into its own folder so their caches never mix.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // A self-contained server (.next/standalone/server.js) for containers; see docs/deploy.md.
  output: 'standalone',
  // Pages the build prerendered (with no data and no site settings) are never served: each is rendered by its
  // first request after a start and cached from then on. See lib/cache/start-cache-handler.mjs.
  cacheHandler: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'lib/cache/start-cache-handler.mjs'),
  poweredByHeader: false,
  // proxy.ts gets the request's address as Next's router made it (not with a loopback host renamed "localhost"), so
  // its rewrite to the cached search page is served in place; see rewriteSearch there.
  skipProxyUrlNormalize: true,
  // Next makes an ETag by hashing the whole page in JavaScript on every request, a tenth of the CPU a cached page
  // costs. Pages carry s-maxage for shared caches, and browsers get them compressed (about 20 KB).
  generateEtags: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Types are checked once, by `npm test`'s first step (tsc --noEmit over the whole tree, tests included: about
  // 40 s cold and 14 s incremental on the 2-core test machine). Checking again inside `next build` would add that
  // time to every build the tests and the bench make, for no new finding; a build never runs without that step
  // before it here; a deployment builds code that passed it.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Pages rendered after the build (every page of the list, every search) stay in the bounded in-memory page
    // cache (cacheMaxMemorySize, 50 MB by default) instead of piling up on disk, one file per distinct search.
    isrFlushToDisk: false,
    // The stylesheet goes in the HTML: no second round trip before the first paint (FCP and LCP 300-400 ms sooner
    // on a phone's network in scripts/start-cost.mjs --net; figures in docs/architecture.md, "CSS is inlined").
    inlineCss: true,
  },
  async headers() {
    return [
      ...securityHeaderRules({ dev: process.env.NODE_ENV === 'development' }),
      // The service worker is revalidated on every update check, and no shared cache (nginx, a CDN) may hold an old
      // one: a broken worker must be replaceable on the next visit. See public/sw.js.
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
  async rewrites() {
    return {
      // `/?page=N` (2 to 999999) is served by the cached /halaman/N page. A config rewrite is matched by Next's
      // router itself: running the proxy for it halved the throughput of every later page of the list.
      // Page 1, 0, text and longer numbers stay on the cached `/` (page 1), as clampPage reads them.
      beforeFiles: [
        { source: '/', has: [{ type: 'query', key: 'page', value: '0*(?<page>[2-9]|[1-9]\\d{1,5})' }], destination: '/halaman/:page' },
      ],
    };
  },
};

export default nextConfig;
