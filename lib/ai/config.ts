import 'server-only';
import { readAiEnv, type EnvSource } from '@/lib/env';
import { AI_MESSAGES } from '@/lib/words/admin';

type AiConfig = { apiKey: string | undefined; baseUrl: string | undefined; allowHosts: string[] };

/** The AI settings (lib/env.ts), read per call so a key added to the environment is picked up by the next request. */
export function getAiConfig(source?: EnvSource): AiConfig {
  const env = readAiEnv(source);
  return { apiKey: env.GEMINI_API_KEY, baseUrl: env.GEMINI_API_URL, allowHosts: env.AI_FETCH_ALLOW_HOSTS };
}

export const AI_NOT_CONFIGURED = AI_MESSAGES.notConfigured;
