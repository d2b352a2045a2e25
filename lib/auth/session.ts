import 'server-only';
import { getServerSession } from 'next-auth';
import { z } from 'zod';
import { authOptions } from './options';

const sessionUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  image: z.string(),
  role: z.enum(['admin', 'user']),
  provider: z.enum(['google', 'credentials']),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The signed-in person, or null. For server components, route handlers and server actions. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions);
  const parsed = sessionUserSchema.safeParse(session?.user);
  return parsed.success ? parsed.data : null;
}

export function isAdmin(user: SessionUser | null | undefined): user is SessionUser & { role: 'admin' } {
  return user?.role === 'admin';
}
