import 'server-only';
import { AiError, extractCompetitions, type ExtractProgress } from '@/lib/ai/extract';
import { AI_NOT_CONFIGURED, getAiConfig } from '@/lib/ai/config';
import { AI_FAILURE_MESSAGE } from '@/lib/ai/gemini';
import { BodyError, noStore, readJsonBody, withAdmin } from '@/lib/api/with-admin';

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
export const POST = withAdmin(async (req) => {
  let input: unknown;
  try {
    input = await readJsonBody(req, 64 * 1024);
  } catch (e) {
    const status = e instanceof BodyError ? e.status : 400;
    return Response.json({ error: e instanceof Error ? e.message : 'Body tidak valid.' }, { status, headers: noStore });
  }
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
