import 'server-only';
import { getSessionUser, isAdmin, type SessionUser } from '@/lib/auth/session';
import { redisReady, sharedMode } from '@/lib/shared';
import { SHARED_MESSAGES } from '@/lib/words/operations';
import { noStore } from './errors';
import { ADMIN_MESSAGES } from '@/lib/words/admin';

/** The signed-in admin, or the refusal: 401 signed out, 403 signed in but not an admin, 503 shared store down. */
export async function requireAdmin(): Promise<{ user: SessionUser; refused?: never } | { user?: never; refused: Response }> {
  const user = await getSessionUser();
  // Several instances and Redis unreachable: the session cannot be checked, and a write could not be shared.
  if (!user && sharedMode() === 'redis' && !redisReady())
    return { refused: Response.json({ error: SHARED_MESSAGES.writeUnavailable }, { status: 503, headers: noStore }) };
  if (!user) return { refused: Response.json({ error: ADMIN_MESSAGES.signedOut }, { status: 401, headers: noStore }) };
  if (!isAdmin(user)) return { refused: Response.json({ error: ADMIN_MESSAGES.notAdmin }, { status: 403, headers: noStore }) };
  return { user };
}
