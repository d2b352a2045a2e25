// First, before any schema is built in the browser: the site's CSP has no 'unsafe-eval' (lib/zod-csp.ts).
import '@/lib/zod-csp';
import * as z from 'zod/mini';

// zod/mini keeps the contact page's bundle small; these only check the shape of our own routes' answers.
const errorSchema = z.object({ error: z.optional(z.string()) });
const sentMessageSchema = z.object({ id: z.string(), subject: z.string(), date: z.number(), snippet: z.string() });
const listSchema = z.object({ messages: z.array(sentMessageSchema), error: z.optional(z.string()) });

export type SentMessage = z.infer<typeof sentMessageSchema>;

/** `status` 401 means the Google access is gone and the person must sign in again; 0 means no answer at all. */
type MailResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

async function request(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown } | null> {
  try {
    const res = await fetch(url, { ...init, cache: 'no-store', headers: { Accept: 'application/json' } });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return null;
  }
}

function failure(answer: { status: number; body: unknown } | null): { ok: false; status: number; error: string } {
  const parsed = errorSchema.safeParse(answer?.body);
  return { ok: false, status: answer?.status ?? 0, error: (parsed.success && parsed.data.error) || '' };
}

const isOk = (status: number) => status >= 200 && status < 300;

export async function sendContactMessage(form: FormData): Promise<MailResult<null>> {
  const answer = await request('/api/mail', { method: 'POST', body: form });
  return answer && isOk(answer.status) ? { ok: true, value: null } : failure(answer);
}

export async function loadSentMessages(signal?: AbortSignal): Promise<MailResult<SentMessage[]>> {
  const answer = await request('/api/mail', { signal });
  const parsed = listSchema.safeParse(answer?.body);
  if (answer && isOk(answer.status) && parsed.success && !parsed.data.error) return { ok: true, value: parsed.data.messages };
  return failure(answer);
}

export async function deleteSentMessage(id: string): Promise<MailResult<null>> {
  const answer = await request(`/api/mail/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return answer && isOk(answer.status) ? { ok: true, value: null } : failure(answer);
}
