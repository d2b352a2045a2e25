import 'server-only';
import { z } from 'zod';
import { publicRoute } from '@/lib/api/route';
import { GoogleTokenError } from '@/lib/auth/google';
import { withGmailAccess } from '@/lib/mail/access';
import { getMailConfig } from '@/lib/mail/config';
import { MailError, trashOwnMessage } from '@/lib/mail/gmail';
import { MAIL_ERRORS, TOKEN_MESSAGES } from '@/lib/words/mail';
import { noStore } from '@/lib/api/errors';

const params = z.object({ id: z.string() });

const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore });

/**
 * Moves one of the person's own contact messages to Gmail's trash: 200 `{ id }`. 401 "Token tidak valid. Silakan
 * login ulang." without a usable Google token; otherwise MailError's status (400 bad id, 403 not theirs, 404, 502).
 */
export const DELETE = publicRoute(
  {
    params,
    onError: (e) => {
      if (e instanceof GoogleTokenError) return answer({ error: TOKEN_MESSAGES.invalid }, 401);
      if (e instanceof MailError) return answer({ error: e.message }, e.status);
      console.error('[mail] delete failed:', e);
      return answer({ error: MAIL_ERRORS.delete }, 500);
    },
  },
  async ({ req, params: { id } }) => {
    const config = getMailConfig();
    await withGmailAccess(req, (a) => trashOwnMessage(a.accessToken, id, config.contactTo, { apiUrl: config.gmailApiUrl }));
    return answer({ id });
  },
);
