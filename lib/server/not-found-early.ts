import 'server-only';
import { findBySlug } from '@/lib/competitions/slug';
import { getCatalog } from '@/lib/data/catalog';
import { isTokenPage, openTokenPage, type TokenPage } from '@/lib/submissions/token-pages';

/**
 * The streamed pages that can find nothing decide it here, in the proxy, before Next starts the page. Next 16 sends
 * the 404 of `notFound()` thrown outside a Suspense boundary as an empty `<html id="__next_error__">` document that
 * only a script fills in (vercel/next.js#62228), and inside one a streamed page has already answered 200. A request
 * that would find nothing is instead rewritten to a page that answers 404 with its words as server HTML:
 *
 * - `/berita/{slug}/laporkan` of an unknown listing: the listing's own address, whose not-found page
 *   ("Lomba Tidak Ditemukan") is server HTML inside the site layout (components/ui/not-found-in-place.tsx);
 * - `/kiriman/{token}[/{page}]` that opens nothing: Next's not-found page for any unknown address.
 *
 * The pages still call notFound() for what changed in between (an erased submission): that 404 is the empty one.
 */
export const NOT_FOUND_PATH = '/_not-found';

export type EarlyDeps = {
  /** Whether the catalog lists the slug's competition; null when the catalog could not be read (the page says so). */
  listed: (slug: string) => Promise<boolean | null>;
  /** Whether the token opens this page. */
  opens: (token: string, page: TokenPage) => Promise<boolean>;
};

const defaultDeps: EarlyDeps = {
  listed: async (slug) => {
    const catalog = await getCatalog();
    if (findBySlug(catalog.byId, slug)) return true;
    return catalog.error ? null : false;
  },
  opens: async (token, page) => (await openTokenPage(token, page)) !== null,
};

const REPORT_PAGE = /^\/berita\/([^/]+)\/laporkan\/?$/;
const TOKEN_PAGE = /^\/kiriman\/([^/]+)(?:\/([^/]+))?\/?$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Where to rewrite `pathname` (as the browser sent it, percent-encoded) so it answers 404 with server HTML, or null
 * to let the page render: it finds something, is not one of these pages, or cannot tell (the page then decides).
 */
export async function notFoundRewrite(pathname: string, deps: EarlyDeps = defaultDeps): Promise<string | null> {
  const [, segment = '', page = ''] = REPORT_PAGE.exec(pathname) ?? TOKEN_PAGE.exec(pathname) ?? [];
  const key = decoded(segment);
  if (!key) return null;
  if (pathname.startsWith('/berita/')) return (await deps.listed(key)) === false ? `/berita/${segment}` : null;
  // Another path under the token matches no page: Next's own 404 is already server HTML.
  if (!isTokenPage(page)) return null;
  return (await deps.opens(key, page)) ? null : NOT_FOUND_PATH;
}
