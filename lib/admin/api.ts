import * as z from 'zod/mini';
import type { Competition, CompetitionInput } from '@/lib/competitions/schema';
import { competitionVersion } from '@/lib/competitions/version';
import { EDITOR_CATEGORIES } from './categories';
import type { AdminEntry } from './entries';

// zod/mini keeps the admin page's bundle small; the server has already normalised what it sends.
export const clientCompetitionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnails: z.array(z.string()),
  tags: z.array(z.string()),
  categories: z.array(z.enum(EDITOR_CATEGORIES)),
  registration: z.object({ start: z.string(), end: z.string() }),
  published_date: z.string(),
});
const writeAnswerSchema = z.object({ item: clientCompetitionSchema, version: z.string() });
// The list is a JSON array; `{ items }` is accepted too.
const listAnswerSchema = z.union([z.array(clientCompetitionSchema), z.object({ items: z.array(clientCompetitionSchema) })]);
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

function read<T>(schema: z.ZodMiniType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AdminApiError(0, 'Jawaban server tidak dikenali.');
  return parsed.data;
}

type WriteAnswer = { competition: Competition; version: string };

const toWriteAnswer = (body: unknown): WriteAnswer => {
  const { item, version } = read(writeAnswerSchema, body);
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

/** The latest list straight from the store, each item with the version to send back when changing it. */
export async function fetchAdminEntries(): Promise<AdminEntry[]> {
  const answer = read(listAnswerSchema, await request('/api/competitions?fresh=1'));
  return (Array.isArray(answer) ? answer : answer.items).map((competition) => ({ competition, version: competitionVersion(competition) }));
}
