/**
 * Next calls register() once when a server starts (`next start` and the standalone server.js, never `next build`):
 * lib/startup.ts checks the configuration, installs the graceful shutdown and starts loading the data.
 */
export async function register(): Promise<void> {
  // Next's own variables, compared literally so an edge build drops the Node-only import below.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startNodeServer } = await import('@/lib/startup');
    startNodeServer();
  }
}
