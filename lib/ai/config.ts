import 'server-only';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const aiEnvSchema = z.object({
  GEMINI_API_KEY: optional,
  GEMINI_API_URL: optional.pipe(z.url('GEMINI_API_URL harus berupa URL.').optional()),
  /** Tests only: host[:port] entries allowed past the private-address check. Production never sets it. */
  AI_FETCH_ALLOW_HOSTS: optional.transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  ),
});

export type AiConfig = { apiKey: string | undefined; baseUrl: string | undefined; allowHosts: string[] };

/** Read per call so a key added to the environment is picked up by the next request. */
export function getAiConfig(source: Record<string, string | undefined> = process.env): AiConfig {
  const env = aiEnvSchema.parse(source);
  return { apiKey: env.GEMINI_API_KEY, baseUrl: env.GEMINI_API_URL, allowHosts: env.AI_FETCH_ALLOW_HOSTS };
}

export const AI_NOT_CONFIGURED = 'Generator AI belum dikonfigurasi. Isi GEMINI_API_KEY di lingkungan server untuk mengaktifkannya.';
