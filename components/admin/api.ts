// First, before any schema is built in the browser: the site's CSP has no 'unsafe-eval' (lib/zod-csp.ts).
import '@/lib/zod-csp';
import { z } from 'zod';
import { type Competition, type CompetitionInput, competitionSchema } from '@/lib/competitions/schema';
import { type HistorySummary, historyAnswerSchema } from '@/lib/history/types';
import { ADMIN_MESSAGES } from '@/lib/words/admin';

// The server's own schema: what the browser accepts is exactly what the server stores and serves.
const itemAnswerSchema = z.object({ item: competitionSchema, version: z.string() });
const errorAnswerSchema = z.object({
  error: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
});

/** A refused or failed request. `status` is 0 when the server could not be reached or answered nonsense. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

async function request(url: string, init: RequestInit = {}): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      cache: 'no-store',
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    });
  } catch {
    throw new AdminApiError(0, '');
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = errorAnswerSchema.safeParse(body);
    const error = parsed.success ? parsed.data : {};
    throw new AdminApiError(res.status, error.error ?? '', error.fields ?? {});
  }
  return body;
}

function read<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AdminApiError(0, ADMIN_MESSAGES.badAnswer);
  return parsed.data;
}

export type ItemAnswer = { competition: Competition; version: string };
type WriteAnswer = ItemAnswer;

const toWriteAnswer = (body: unknown): WriteAnswer => {
  const { item, version } = read(itemAnswerSchema, body);
  return { competition: item, version };
};

const itemUrl = (id: string) => `/api/competitions/${encodeURIComponent(id)}`;

export async function createCompetitionRequest(input: CompetitionInput): Promise<WriteAnswer> {
  return toWriteAnswer(await request('/api/competitions', { method: 'POST', body: JSON.stringify(input) }));
}

export async function updateCompetitionRequest(id: string, input: CompetitionInput, baseVersion: string): Promise<WriteAnswer> {
  return toWriteAnswer(await request(itemUrl(id), { method: 'PUT', body: JSON.stringify({ competition: input, baseVersion }) }));
}

export async function deleteCompetitionRequest(id: string, baseVersion: string): Promise<void> {
  await request(`${itemUrl(id)}?version=${encodeURIComponent(baseVersion)}`, { method: 'DELETE' });
}

/** One competition as the store holds it now, with the version to send back when changing it. */
export async function fetchCompetition(id: string): Promise<ItemAnswer> {
  return toWriteAnswer(await request(itemUrl(id)));
}

/** Who changed the competition, when and which fields; newest first. */
export async function fetchHistory(id: string): Promise<HistorySummary[]> {
  return read(historyAnswerSchema, await request(`${itemUrl(id)}/history`)).entries;
}

/** "Kembalikan": the version of one history entry, written as an ordinary update (or a create, when deleted). */
export async function restoreVersionRequest(id: string, entryId: string, baseVersion?: string): Promise<ItemAnswer> {
  return toWriteAnswer(await request(`${itemUrl(id)}/history`, { method: 'POST', body: JSON.stringify({ entryId, baseVersion }) }));
}

/** Competitions deleted in the last 30 days, newest first. */
export async function fetchDeleted(): Promise<HistorySummary[]> {
  return read(historyAnswerSchema, await request('/api/competitions/deleted')).entries;
}
