// First, before any schema is built in the browser: the site's CSP has no 'unsafe-eval' (lib/zod-csp.ts).
import '@/lib/zod-csp';
import { z } from 'zod';
import { type Competition, competitionSchema } from '@/lib/competitions/schema';
import type { AiProgress } from './ai-progress';
import { readNdjson } from './ai-stream';
import { AI_MESSAGES } from '@/lib/words/admin';

export { AI_MESSAGES };

type AiExtractInput = { urls: string[]; prompt?: string; usePro: boolean };
export type SkippedImage = { url: string; reason: string };
type AiExtractResult = { items: Competition[]; skipped: SkippedImage[] };

/** A failed generation. `status` is 0 when the server could not be reached or answered nonsense. */
export class AiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AiRequestError';
  }
}

const itemSchema = competitionSchema;
const skippedSchema = z.object({ url: z.string(), reason: z.string() });
const resultSchema = z.object({ items: z.array(itemSchema), skipped: z.array(skippedSchema).default([]) });
const errorSchema = z.object({ error: z.string().optional() });

const eventSchema = z.union([
  z.object({ type: z.literal('progress'), stage: z.literal('start') }),
  z.object({ type: z.literal('progress'), stage: z.literal('fetching'), done: z.number(), total: z.number() }),
  z.object({ type: z.literal('progress'), stage: z.enum(['search', 'extract']) }),
  z.object({ type: z.literal('result'), items: z.array(itemSchema), skipped: z.array(skippedSchema).default([]) }),
  z.object({ type: z.literal('error'), status: z.number(), error: z.string().optional() }),
]);

type Options = {
  onProgress?: (progress: AiProgress) => void;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
};

const unreadable = () => new AiRequestError(0, '');

/**
 * Asks the server to generate competitions from poster URLs. Progress arrives as NDJSON lines while the model
 * works; the promise settles with the result line, or rejects with AiRequestError carrying the server's message.
 * An abort through `signal` rejects with the fetch's AbortError.
 */
export async function requestAiExtract(
  input: AiExtractInput,
  { onProgress, signal, fetchImpl = fetch }: Options = {},
): Promise<AiExtractResult> {
  let res: Response;
  try {
    res = await fetchImpl('/api/ai/extract', {
      method: 'POST',
      cache: 'no-store',
      headers: { Accept: 'application/x-ndjson, application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw unreadable();
  }

  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.includes('application/x-ndjson') || !res.body) {
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const parsed = errorSchema.safeParse(body);
      throw new AiRequestError(res.status, (parsed.success && parsed.data.error) || '');
    }
    const parsed = resultSchema.safeParse(body);
    if (!parsed.success) throw unreadable();
    return parsed.data;
  }

  const read: { outcome: AiExtractResult | AiRequestError | null } = { outcome: null };
  try {
    await readNdjson(res.body, (value) => {
      const event = eventSchema.safeParse(value);
      if (!event.success || read.outcome) return;
      const e = event.data;
      if (e.type === 'progress')
        onProgress?.(e.stage === 'fetching' ? { stage: e.stage, done: e.done, total: e.total } : { stage: e.stage });
      else if (e.type === 'result') read.outcome = { items: e.items, skipped: e.skipped };
      else read.outcome = new AiRequestError(e.status, e.error ?? '');
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    // The stream broke (connection lost, a cut line); what was read so far may already hold the answer.
  }
  const { outcome } = read;
  if (outcome instanceof AiRequestError) throw outcome;
  if (!outcome) throw unreadable();
  return outcome;
}
