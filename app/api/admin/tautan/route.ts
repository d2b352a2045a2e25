import { z } from 'zod';
import { noStore } from '@/lib/api/errors';
import { adminRoute } from '@/lib/api/route';
import { actOnLink, listBrokenLinks } from '@/lib/links';
import { LINK_WORDS } from '@/lib/words/listing';

/** GET: "Tautan bermasalah", the broken links the owner has not dealt with (listing them marks them seen). */
export const GET = adminRoute({}, async () => Response.json({ items: await listBrokenLinks() }, { headers: noStore }));

/** POST `{ url, action: "checked" | "ignored" }`: the owner checked the link by hand, or ignores it. 404 when unknown. */
export const POST = adminRoute(
  { body: z.object({ url: z.string().min(1).max(4_000), action: z.enum(['checked', 'ignored']) }) },
  async ({ body }) =>
    (await actOnLink(body.url, body.action))
      ? Response.json({ ok: true }, { headers: noStore })
      : Response.json({ error: LINK_WORDS.unknownLink }, { status: 404, headers: noStore }),
);
