import { noStore } from '@/lib/api/errors';
import { adminRoute } from '@/lib/api/route';
import { reloadCatalog } from '@/lib/data/catalog';
import { getModerateDeps } from '@/lib/submissions';
import { listQueue } from '@/lib/submissions/moderate';

/** GET: the "Kiriman" queue, newest first, with likely duplicates of published competitions. Admins only. */
export const GET = adminRoute({}, async () =>
  Response.json({ items: await listQueue(getModerateDeps(), (await reloadCatalog()).items) }, { headers: noStore }),
);
