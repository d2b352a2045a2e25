import 'server-only';
import { AiError, extractCompetitions, type ExtractProgress } from '@/lib/ai/extract';
import { AI_NOT_CONFIGURED, getAiConfig } from '@/lib/ai/config';
import { AI_FAILURE_MESSAGE } from '@/lib/ai/gemini';
import { z } from 'zod';
import { noStore } from '@/lib/api/errors';
import { adminRoute } from '@/lib/api/route';
import { getUploadStore } from '@/lib/uploads';
import { uploadName } from '@/lib/uploads/path';

export const dynamic = 'force-dynamic';
export const maxDuration = 300;

type Outcome = { status: number; body: Record<string, unknown> };

async function run(input: unknown, onProgress?: (e: ExtractProgress) => void): Promise<Outcome> {
  const config = getAiConfig();
  if (!config.apiKey) return { status: 503, body: { error: AI_NOT_CONFIGURED } };
  try {
    const result = await extractCompetitions(input as Parameters<typeof extractCompetitions>[0], {
      apiKey: config.apiKey,
      baseUrl: config.baseUrl,
      allowHosts: config.allowHosts,
      onProgress,
      readUpload: (path) => {
        const name = uploadName(path);
        return name ? getUploadStore().get(name) : Promise.resolve(null);
      },
    });
    return { status: 200, body: result };
  } catch (e) {
    if (e instanceof AiError) return { status: e.status, body: { error: e.message } };
    console.error('[ai] extraction failed:', e);
    return { status: 502, body: { error: `${AI_FAILURE_MESSAGE} (${e instanceof Error ? e.message : 'kesalahan tak dikenal'})` } };
  }
}

/**
 * Body `{ urls, prompt?, usePro? }`. Answers JSON with the status of the outcome; with `Accept: application/x-ndjson`
 * it streams progress lines (`{"type":"progress",...}`) during the minute a call can take, then one
 * `{"type":"result",...}` or `{"type":"error","status":...}` line.
 */
// The body is checked by the extractor itself (AiError names what is wrong).
export const POST = adminRoute({ body: z.unknown(), bodyLimit: 64 * 1024 }, async ({ req, body: input }) => {
  if (!(req.headers.get('accept') ?? '').includes('application/x-ndjson')) {
    const outcome = await run(input);
    return Response.json(outcome.body, { status: outcome.status, headers: noStore });
  }
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: Record<string, unknown>) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      send({ type: 'progress', stage: 'start' });
      const outcome = await run(input, (event) => send({ type: 'progress', ...event }));
      send(outcome.status === 200 ? { type: 'result', ...outcome.body } : { type: 'error', status: outcome.status, ...outcome.body });
      controller.close();
    },
  });
  return new Response(stream, {
    headers: { ...noStore, 'Content-Type': 'application/x-ndjson; charset=utf-8', 'X-Accel-Buffering': 'no' },
  });
});
