/**
 * Response headers for every page and route, set in next.config.ts. No per-request part: cached pages (Next's page
 * cache, a CDN) carry the same bytes to everyone, so the policy cannot use a nonce.
 */

// Google's documented hosts for Google Analytics 4 through gtag.js, with Google signals (Indonesian Google too).
const GA_SCRIPT = ['https://*.googletagmanager.com'];
const GA_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
  'https://*.google.co.id',
];

/**
 * Next's App Router streams each page's data as inline <script> elements whose text differs per page and per data
 * version, so they cannot be listed by hash, and a hash in script-src would switch 'unsafe-inline' off for them.
 * The policy therefore keeps 'unsafe-inline' for scripts and styles (React's style attributes, Next's inline CSS)
 * and draws its value from what it shuts: scripts from any host but ours and Google Tag Manager, fetches to any
 * host but ours and Google Analytics, plugins, <base> hijacking, form posts elsewhere, and framing.
 * Posters are images from anywhere on the web (http or https), as the data holds them.
 */
export function contentSecurityPolicy({ dev = false }: { dev?: boolean } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next's development server evaluates code for fast refresh; the production build never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...GA_SCRIPT],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...GA_CONNECT],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

type HeaderRule = {
  source: string;
  has?: { type: 'header'; key: string; value?: string }[];
  headers: { key: string; value: string }[];
};

export function securityHeaderRules({ dev = false }: { dev?: boolean } = {}): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev }) },
        // Keeps other sites' windows (an opener or a popup) from scripting ours.
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
      ],
    },
    {
      // Only when a TLS-terminating proxy says the visitor used https: an HSTS header over plain http is ignored by
      // browsers, and a local `next start` must stay reachable over http. No includeSubDomains: the owner's other
      // subdomains are not ours to pin.
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }],
    },
  ];
}
