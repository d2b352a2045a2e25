import 'server-only';
import { getCatalog } from '@/lib/data/catalog';
import type { JobDefinition } from '@/lib/jobs/types';
import { getPosterService, posterSources } from './index';

/**
 * Asks every outside poster's source again, so a link that died after its poster was kept is listed for the admin
 * (and leaves the list when it answers again). Every POSTER_RECHECK_SECONDS, once across all instances.
 */
export function posterRecheckJob(everyMs: number, leaseMs: number): JobDefinition {
  return {
    id: 'poster-recheck',
    everyMs,
    leaseMs,
    async run({ signal }) {
      const sources = posterSources((await getCatalog()).items);
      const { checked, failed } = await getPosterService().recheck(sources, signal);
      return `${checked} sumber diperiksa, ${failed} gagal`;
    },
  };
}
