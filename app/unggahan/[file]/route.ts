import { getSessionUser, isAdmin } from '@/lib/auth/session';
import { getCatalog } from '@/lib/data/catalog';
import { posterSources } from '@/lib/posters';
import { posterKey } from '@/lib/posters/key';
import { posterPath } from '@/lib/posters/sizes';
import { getUploadStore } from '@/lib/uploads';
import { UPLOAD_NAME_RE, uploadPath } from '@/lib/uploads/path';

/**
 * GET /unggahan/{name}.jpg, the site path an uploaded poster goes by. Once a published competition names it, it
 * is the poster pipeline's full-size file (a redirect, cached like every size); before that only a signed-in admin
 * may see it (moderating a submission), and everyone else gets a 404 that says nothing about whether it exists.
 */
export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await ctx.params;
  const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  if (!UPLOAD_NAME_RE.test(file)) return notFound();
  const src = uploadPath(file);
  if (posterSources((await getCatalog()).items).has(posterKey(src))) {
    return new Response(null, { status: 307, headers: { location: posterPath(src, 1080, 'jpg'), 'cache-control': 'no-store' } });
  }
  if (!isAdmin(await getSessionUser())) return notFound();
  const bytes = await getUploadStore().get(file);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'image/jpeg', 'cache-control': 'private, no-store', 'content-length': String(bytes.length) },
  });
}
