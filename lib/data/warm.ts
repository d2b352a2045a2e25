import 'server-only';
import { getCatalog } from './catalog';

/**
 * Starts the first read of the data when the server starts, so the first request finds the catalog built instead
 * of paying for the read, the parse and the index. Never rejects: a failed read is logged and served as usual.
 */
export async function warmCatalog(): Promise<void> {
  const started = Date.now();
  try {
    const catalog = await getCatalog();
    if (!catalog.error) console.info(`[data] catalog ready: ${catalog.items.length} item(s) in ${Date.now() - started} ms`);
  } catch (e) {
    console.error('[data] warm-up failed:', e instanceof Error ? e.message : e);
  }
}
