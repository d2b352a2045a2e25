import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next generateContent call answers. */
export type FakeGeminiResponse = (
  | { json: unknown }
  | { text: string }
  | { error: { code: number; message: string; status: string } }
  | { blocked: true }
  | { finishReason: string; text?: string }
) & { delayMs?: number };

export type FakeGeminiRequest = { model: string; version: string; apiKey: string | undefined; body: unknown };

export type FakeGemini = {
  /** Base URL to give the SDK as httpOptions.baseUrl (GEMINI_API_URL). */
  url: string;
  apiKey: string;
  requests: FakeGeminiRequest[];
  queue: (...responses: FakeGeminiResponse[]) => void;
  reset: () => void;
  close: () => Promise<void>;
};

export const FAKE_GEMINI_API_KEY = 'fake-gemini-key';

export const DEFAULT_COMPETITIONS = {
  data: [
    {
      title: 'Lomba Esai Nasional Hari Pendidikan 2099',
      description: 'Lomba esai tingkat nasional untuk pelajar SMA dan mahasiswa.\nTema: Pendidikan untuk Semua.',
      thumbnails: [],
      tags: ['esai', '#Nasional', 'Gratis'],
      categories: ['SMA', 'MAHASISWA'],
      registration: { start: '2099-01-10', end: '2099-02-20' },
      fee: { type: 'free' },
      prize: { total: 15000000, text: 'Uang pembinaan, trofi, dan sertifikat' },
      mode: 'hybrid',
      location: { city: 'Yogyakarta', province: 'DI Yogyakarta' },
      organizer: 'Himpunan Mahasiswa Pendidikan Nusantara',
      registration_url: 'https://daftar.example/esai-2099',
      guidebook_url: 'https://drive.example/guidebook-esai-2099.pdf',
      stages: { submission_deadline: '2099-02-25', announcement: '2099-03-10', event_start: '2099-03-20', event_end: '2099-03-21' },
    },
    {
      title: 'Olimpiade Matematika Pelajar 2099',
      description: 'Olimpiade matematika daring untuk siswa SD dan SMP.',
      thumbnails: [],
      tags: ['matematika', 'olimpiade'],
      categories: ['sd', 'SMP'],
      registration: { start: '2099-03-01', end: '' },
      // As models answer when a poster is unclear: a written amount, a non-official province name, a broken link.
      fee: { type: 'paid', amount: 'Rp 35.000' },
      mode: 'online',
      location: { province: 'Jabar' },
      registration_url: 'daftar lewat bio',
    },
  ],
};

const DEFAULT_SEARCH_NOTES =
  '1. Lomba Esai Nasional Hari Pendidikan 2099, pendaftaran 2099-01-10 sampai 2099-02-20.\n' +
  '2. Olimpiade Matematika Pelajar 2099, pendaftaran dibuka 2099-03-01.';

const usage = { promptTokenCount: 1200, candidatesTokenCount: 300, totalTokenCount: 1500 };

function candidateBody(model: string, text: string, finishReason = 'STOP') {
  return {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason, index: 0 }],
    usageMetadata: usage,
    modelVersion: model,
    responseId: `fake-${Date.now()}`,
  };
}

function errorBody(code: number, message: string, status: string) {
  return { error: { code, message, status } };
}

/** The models this fake serves; Gemini answers 404 for any other name. */
export const GEMINI_MODELS = ['gemini-2.5-pro', 'gemini-2.5-flash', 'gemini-2.5-flash-lite', 'gemini-2.0-flash'];
const API_VERSIONS = ['v1', 'v1beta'];

const object = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/**
 * What Gemini refuses in a generateContent request, with its answer: an unknown model (404), no `contents` (400), or
 * a response schema without the JSON response type the GenerationConfig reference requires (400).
 */
export function generateContentRefusal(
  version: string,
  model: string,
  body: unknown,
): { code: number; message: string; status: string } | null {
  if (!API_VERSIONS.includes(version) || !GEMINI_MODELS.includes(model)) {
    return {
      code: 404,
      message: `models/${model} is not found for API version ${version}, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
      status: 'NOT_FOUND',
    };
  }
  const request = object(body);
  const contents = request?.contents;
  if (!Array.isArray(contents) || contents.length === 0) {
    return { code: 400, message: '* GenerateContentRequest.contents: contents is not specified\n', status: 'INVALID_ARGUMENT' };
  }
  const config = object(request?.generationConfig);
  const mimeType = config?.responseMimeType;
  if (config?.responseJsonSchema !== undefined && mimeType !== 'application/json') {
    return {
      code: 400,
      message:
        '* GenerateContentRequest.generation_config.response_mime_type: must be application/json when response_json_schema is set.\n',
      status: 'INVALID_ARGUMENT',
    };
  }
  if (config?.responseSchema !== undefined && mimeType !== 'application/json' && mimeType !== 'text/x.enum') {
    return {
      code: 400,
      message:
        '* GenerateContentRequest.generation_config.response_schema: only allowed for application/json or text/x.enum response mime types.\n',
      status: 'INVALID_ARGUMENT',
    };
  }
  if (config?.responseSchema !== undefined && config.responseJsonSchema !== undefined) {
    return {
      code: 400,
      message: '* GenerateContentRequest.generation_config: response_schema and response_json_schema cannot both be set.\n',
      status: 'INVALID_ARGUMENT',
    };
  }
  return null;
}

function send(res: http.ServerResponse, code: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const hasTools = (body: unknown): boolean => !!body && typeof body === 'object' && Array.isArray((body as { tools?: unknown }).tools);

/**
 * A stand-in for the Gemini API on 127.0.0.1 speaking its wire format: POST /{version}/models/{model}:generateContent
 * with the key in x-goog-api-key, refusing what Gemini refuses (`generateContentRefusal`). Answers come from the queue; when it is empty a search-stage call (with tools)
 * gets plain notes and any other call a valid {data: [...]} with two competitions.
 */
export async function startFakeGemini(options: { apiKey?: string; port?: number } = {}): Promise<FakeGemini> {
  const apiKey = options.apiKey ?? FAKE_GEMINI_API_KEY;
  const requests: FakeGeminiRequest[] = [];
  const pending: FakeGeminiResponse[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        const m = /^\/([^/]+)\/models\/([^/:]+):generateContent$/.exec(path);
        if (req.method !== 'POST' || !m) {
          send(res, 404, errorBody(404, `Method not found: ${req.method} ${path}`, 'NOT_FOUND'));
          return;
        }
        const key = req.headers['x-goog-api-key'];
        const given = typeof key === 'string' ? key : undefined;
        if (given !== apiKey) {
          send(res, 400, errorBody(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT'));
          return;
        }
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          send(res, 400, errorBody(400, 'Invalid JSON payload received.', 'INVALID_ARGUMENT'));
          return;
        }
        const model = decodeURIComponent(m[2]!);
        requests.push({ version: m[1]!, model, apiKey: given, body });
        const refused = generateContentRefusal(m[1]!, model, body);
        if (refused) {
          send(res, refused.code, errorBody(refused.code, refused.message, refused.status));
          return;
        }

        const next = pending.shift();
        if (next?.delayMs) await new Promise((r) => setTimeout(r, next.delayMs));
        if (!next) {
          send(res, 200, candidateBody(model, hasTools(body) ? DEFAULT_SEARCH_NOTES : JSON.stringify(DEFAULT_COMPETITIONS)));
        } else if ('json' in next) {
          send(res, 200, candidateBody(model, JSON.stringify(next.json)));
        } else if ('error' in next) {
          send(res, next.error.code, errorBody(next.error.code, next.error.message, next.error.status));
        } else if ('blocked' in next) {
          send(res, 200, {
            promptFeedback: {
              blockReason: 'SAFETY',
              safetyRatings: [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH', blocked: true }],
            },
            usageMetadata: { promptTokenCount: 1200, totalTokenCount: 1200 },
            modelVersion: model,
          });
        } else if ('finishReason' in next) {
          const body = candidateBody(model, next.text ?? '', next.finishReason);
          if (next.text === undefined) delete (body.candidates[0] as { content?: unknown }).content;
          send(res, 200, body);
        } else {
          send(res, 200, candidateBody(model, next.text));
        }
      })().catch((e: unknown) => send(res, 500, errorBody(500, String(e), 'INTERNAL')));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    queue: (...responses) => void pending.push(...responses),
    reset: () => {
      requests.length = 0;
      pending.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
