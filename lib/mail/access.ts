import 'server-only';
import { getGoogleAccessToken, GoogleTokenError, type GoogleAccess } from '@/lib/auth/google';
import { MailError } from '@/lib/mail/gmail';

/**
 * Runs a Gmail call with the signed-in person's access token. Gmail can answer 401 to a token the session still
 * trusts (revoked, or expired before its stated time): as Google's OAuth guide says, the token is then refreshed
 * and the call tried once more; a second 401 or a failed refresh means signing in again (GoogleTokenError, whose
 * message is Indonesian), never Google's own English text.
 */
export async function withGmailAccess<T>(req: Request, call: (access: GoogleAccess) => Promise<T>, first?: GoogleAccess): Promise<T> {
  const access = first ?? (await getGoogleAccessToken(req));
  try {
    return await call(access);
  } catch (e) {
    if (!isUnauthorized(e)) throw e;
  }
  const fresh = await getGoogleAccessToken(req, { rejected: access.accessToken });
  try {
    return await call(fresh);
  } catch (e) {
    if (isUnauthorized(e)) throw new GoogleTokenError('invalid', undefined, { cause: e });
    throw e;
  }
}

const isUnauthorized = (e: unknown) => e instanceof MailError && e.status === 401;
