import 'server-only';
import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const envSchema = z.object({
  DATA_SOURCE: z.enum(['local', 'github'], 'DATA_SOURCE harus "local" atau "github".').default('local'),
  DATA_FILE: z.string().default('database/data.json'),
  GITHUB_TOKEN: optional,
  GITHUB_OWNER: optional,
  GITHUB_REPO: optional,
  GITHUB_BRANCH: optional,
  GITHUB_DATA_PATH: z.string().default('database/data.json'),
  GITHUB_API_URL: z.url('GITHUB_API_URL harus berupa URL.').default('https://api.github.com'),
  /** Seconds a read of the data is reused before the store is asked again (GitHub: a conditional request). */
  DATA_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  DEMO_MODE: optional,
  /** Reverse proxies in front of the server whose X-Forwarded-For entry is trusted (0: none, the socket's address). */
  TRUSTED_PROXY_HOPS: z.coerce.number('TRUSTED_PROXY_HOPS harus berupa angka 0 sampai 10.').int().min(0).max(10).default(0),
  /** Minutes without a request after which an admin session ends. */
  ADMIN_IDLE_MINUTES: z.coerce.number('ADMIN_IDLE_MINUTES harus berupa angka menit.').int().min(1).max(10_080).default(60),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Every server-side setting, checked once. A bad value stops with a message that names it. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Konfigurasi lingkungan tidak valid:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.DATA_SOURCE === 'github') {
    const missing = (['GITHUB_TOKEN', 'GITHUB_OWNER', 'GITHUB_REPO'] as const).filter((k) => !env[k]);
    if (missing.length) throw new Error(`DATA_SOURCE=github membutuhkan ${missing.join(', ')}.`);
  }
  cached = { ...env, DATA_FILE: path.resolve(/* turbopackIgnore: true */ process.cwd(), env.DATA_FILE) };
  return cached;
}
