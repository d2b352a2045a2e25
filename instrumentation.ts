/**
 * Next calls register() once when a server starts (`next start` fires it while starting up; never during
 * `next build`). The first catalog load is started, not awaited, so readiness is not delayed; a request arriving
 * meanwhile joins the same read instead of starting another.
 */
export async function register(): Promise<void> {
  // The import stays inside the runtime check so an edge build drops it (the store needs Node's fs and crypto).
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    // Before the first request is handled: the login throttle reads the socket's address from it.
    const { installPeerAddressHeader } = await import('@/lib/auth/peer-address');
    installPeerAddressHeader();
    // Next's cached redirects would send Location twice (vercel/next.js#82117).
    const [{ ServerResponse }, { keepSingleLocation }] = await Promise.all([import('node:http'), import('@/lib/server/single-location')]);
    keepSingleLocation(ServerResponse.prototype);
    try {
      const { warmCatalog } = await import('@/lib/data/warm');
      void warmCatalog();
    } catch (e) {
      console.error('[data] warm-up not started:', e instanceof Error ? e.message : e);
    }
  }
}
