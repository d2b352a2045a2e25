import 'server-only';
import { ApiError, GoogleGenAI, type GenerateContentConfig, type Part } from '@google/genai';
import { z } from 'zod';
import { competitionSchema } from '@/lib/competitions/schema';
import { FIELD_DESCRIPTIONS, searchPrompt, structuredPrompt } from './prompts';
import { AI_MESSAGES } from '@/lib/words/admin';

export const AI_FAILURE_MESSAGE = AI_MESSAGES.failed;
const MODEL_PRO = 'gemini-2.5-pro';
const MODEL_FLASH = 'gemini-2.5-flash';

/** An AI generation failure with the HTTP status the route should answer with. */
export class AiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

const aiFailure = (what: string) => new AiError(`${AI_FAILURE_MESSAGE} (${what})`, 502);

type GeminiImage = { url: string; mimeType: string; data: Buffer };
type GeminiDeps = { apiKey: string; baseUrl?: string; timeoutMs?: number };
type GenerateInput = {
  images: readonly GeminiImage[];
  /** The admin's instruction; without one the model first searches the web. */
  prompt?: string;
  usePro: boolean;
  /** YYYY-MM-DD in Jakarta, for "current" competitions. */
  today: string;
  /** Used when no prompt is given. */
  defaultInstruction: string;
  onStage?: (stage: 'search' | 'extract') => void;
};

type JsonSchema = { [key: string]: unknown };

const DROPPED_KEYWORDS = new Set(['$schema', 'pattern', 'const', 'additionalProperties', 'minLength', 'minItems']);

/**
 * Rewrites zod's JSON Schema into the plainer subset Gemini accepts: no regex patterns, no `const`,
 * string unions collapsed to one string, and no minimums so an unknown field can stay empty
 * (the server fills the defaults).
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const src = node as JsonSchema;
  const anyOf = src.anyOf;
  if (Array.isArray(anyOf) && anyOf.every((b) => b && typeof b === 'object' && (b as JsonSchema).type === 'string')) {
    const lengths = anyOf.map((b) => (b as JsonSchema).maxLength).filter((n): n is number => typeof n === 'number');
    const rest = Object.fromEntries(Object.entries(src).filter(([k]) => k !== 'anyOf'));
    const maxLength = lengths.length === anyOf.length ? { maxLength: Math.max(...lengths) } : {};
    return simplify({ ...rest, type: 'string', ...maxLength });
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(src)) {
    if (DROPPED_KEYWORDS.has(key)) continue;
    if (key === 'format' && value !== 'date' && value !== 'date-time') continue;
    out[key] =
      key === 'properties' ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, simplify(v)])) : simplify(value);
  }
  return out;
}

function describe(schema: JsonSchema, prefix = ''): void {
  const props = schema.properties as Record<string, JsonSchema> | undefined;
  if (!props) return;
  for (const [key, prop] of Object.entries(props)) {
    const path = prefix + key;
    const text = (FIELD_DESCRIPTIONS as Record<string, string>)[path];
    if (text) prop.description = text;
    describe(prop, `${path}.`);
  }
}

/**
 * The response schema: the Competition schema without the fields the server or an admin sets (id, published_date,
 * verified_at, updated_at), wrapped as {data: [...]}.
 */
export function competitionsResponseSchema(): JsonSchema {
  // Not asked of the model: what the server sets (publication, edits, extensions) or the admin adds later (winners).
  const item = competitionSchema.omit({
    id: true,
    published_date: true,
    verified_at: true,
    updated_at: true,
    winners_url: true,
    extension: true,
    previous_event_start: true,
  });
  const raw = z.toJSONSchema(z.object({ data: z.array(item) }), { io: 'input', unrepresentable: 'any' });
  const schema = simplify(raw) as JsonSchema;
  const data = (schema.properties as Record<string, JsonSchema>).data!;
  data.description = 'Daftar lomba yang ditemukan.';
  describe(data.items as JsonSchema);
  return schema;
}

const responseShape = z.looseObject({
  candidates: z
    .array(
      z.looseObject({
        content: z
          .looseObject({ parts: z.array(z.looseObject({ text: z.string().optional(), thought: z.boolean().optional() })).optional() })
          .optional(),
        finishReason: z.string().optional(),
      }),
    )
    .optional(),
  promptFeedback: z.looseObject({ blockReason: z.string().optional(), blockReasonMessage: z.string().optional() }).optional(),
});

const apiErrorBody = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }),
});

function describeCallError(e: unknown): string {
  if (e instanceof ApiError) {
    let detail = e.message;
    try {
      const body = apiErrorBody.safeParse(JSON.parse(e.message));
      if (body.success) detail = [body.data.error.status, body.data.error.message].filter(Boolean).join(': ');
    } catch {
      // not JSON: keep the SDK's text
    }
    return `HTTP ${e.status}${detail ? ` ${detail}` : ''}`.slice(0, 500);
  }
  if (e instanceof Error) {
    if (e.name === 'AbortError' || /abort|timeout/i.test(e.message)) return 'waktu habis menunggu jawaban AI';
    const cause = (e as Error & { cause?: unknown }).cause;
    const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : '';
    return code ? `${e.message}: ${code}` : e.message;
  }
  return String(e);
}

const FINISHED_OK = new Set(['STOP', 'FINISH_REASON_UNSPECIFIED']);

/** The answer's text, or an AiError saying why there is none. */
function answerText(response: unknown, stage: string): string {
  const parsed = responseShape.safeParse(response);
  if (!parsed.success) throw aiFailure(`${stage}: format jawaban tidak dikenal`);
  const { candidates, promptFeedback } = parsed.data;
  if (promptFeedback?.blockReason) {
    throw aiFailure(`${stage}: permintaan diblokir (${promptFeedback.blockReason})`);
  }
  const first = candidates?.[0];
  if (!first) throw aiFailure(`${stage}: AI tidak memberikan jawaban`);
  if (first.finishReason && !FINISHED_OK.has(first.finishReason)) {
    throw aiFailure(`${stage}: jawaban dihentikan (${first.finishReason})`);
  }
  const text = (first.content?.parts ?? [])
    .filter((p) => !p.thought && typeof p.text === 'string')
    .map((p) => p.text)
    .join('');
  if (!text.trim()) throw aiFailure(`${stage}: AI tidak mengembalikan teks`);
  return text;
}

function parseJson(text: string): unknown {
  const unfenced = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  try {
    return JSON.parse(unfenced);
  } catch (e) {
    throw aiFailure(`JSON dari AI tidak valid: ${(e as Error).message}`);
  }
}

/**
 * Asks Gemini for competitions as JSON {data: [...]}. Without a prompt it first runs a search stage with the
 * Google Search and URL-context tools, because Gemini 2.5 cannot combine tools with a response schema.
 * Returns the parsed, still unvalidated JSON.
 */
export async function generateCompetitionsJson(input: GenerateInput, deps: GeminiDeps): Promise<unknown> {
  const ai = new GoogleGenAI({
    apiKey: deps.apiKey,
    httpOptions: { ...(deps.baseUrl ? { baseUrl: deps.baseUrl } : {}), timeout: deps.timeoutMs ?? 240_000 },
  });
  const model = input.usePro ? MODEL_PRO : MODEL_FLASH;
  const imageParts: Part[] = input.images.map((img) => ({
    inlineData: { mimeType: img.mimeType, data: img.data.toString('base64') },
  }));
  const posterUrls = input.images.map((img) => img.url);
  const thinkingConfig = { thinkingBudget: -1 };

  const call = async (text: string, config: GenerateContentConfig, stage: string): Promise<string> => {
    let response: unknown;
    try {
      response = await ai.models.generateContent({
        model,
        contents: [{ role: 'user', parts: [...imageParts, { text }] }],
        config,
      });
    } catch (e) {
      throw aiFailure(`${stage}: ${describeCallError(e)}`);
    }
    return answerText(response, stage);
  };

  const prompt = input.prompt?.trim();
  let searchNotes: string | undefined;
  if (!prompt) {
    input.onStage?.('search');
    searchNotes = await call(
      searchPrompt(input.today, posterUrls),
      { tools: [{ googleSearch: {} }, { urlContext: {} }], thinkingConfig },
      'tahap pencarian',
    );
  }
  input.onStage?.('extract');
  const text = await call(
    structuredPrompt({ instruction: prompt || input.defaultInstruction, posterUrls, searchNotes }),
    { responseMimeType: 'application/json', responseJsonSchema: competitionsResponseSchema(), thinkingConfig },
    'tahap ekstraksi',
  );
  return parseJson(text);
}
