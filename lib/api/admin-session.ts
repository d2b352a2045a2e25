import 'server-only';
import { getSessionUser, isAdmin, type SessionUser } from '@/lib/auth/session';
import { noStore } from './errors';
import { ADMIN_MESSAGES } from '@/lib/words/admin';

/** The signed-in admin, or the refusal: 401 signed out, 403 signed in but not an admin. */
export async function requireAdmin(): Promise<{ user: SessionUser; refused?: never } | { user?: never; refused: Response }> {
  const user = await getSessionUser();
  if (!user) return { refused: Response.json({ error: ADMIN_MESSAGES.signedOut }, { status: 401, headers: noStore }) };
  if (!isAdmin(user)) return { refused: Response.json({ error: ADMIN_MESSAGES.notAdmin }, { status: 403, headers: noStore }) };
  return { user };
}
