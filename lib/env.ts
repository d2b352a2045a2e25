import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { isPasswordHash } from '@/lib/password-hash';
import { parseAllowHosts } from '@/lib/net/allow-hosts';

/**
 * Every environment variable the app reads, grouped by concern (site, data, auth, mail, ai), each checked with
 * zod. Nothing here is read at build time: `next build` needs no data, secret or setting, and one build runs
 * anywhere. A bad value is a ConfigError whose lines each start with the variable's name; `instrumentation.ts`
 * checks every group when a production server starts and stops it with that message.
 *
 * `process.env` is always read as a whole object, never as `process.env.NEXT_PUBLIC_X`: Next replaces that literal
 * form with the build machine's value, in server code too.
 */

export type EnvSource = Record<string, string | undefined>;

type ConfigProblem = { variable: string; message: string };

/** One format for every configuration error: one line per variable, starting with its name. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(`Konfigurasi lingkungan tidak valid:\n${problems.map((p) => `- ${p.variable} ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseGroup<T extends z.ZodType>(schema: T, source: EnvSource): z.infer<T> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new ConfigError(parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? 'lingkungan'), message: i.message })));
}

/** Unset and blank are the same: a blank line in an .env file means "not set". */
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const httpUrl = (message: string) => optional.pipe(z.url({ protocol: /^https?$/, error: message }).optional());

/** `next dev`: development-only helpers (the preview banner) show. */
export function isDevelopment(source: EnvSource = process.env): boolean {
  return source.NODE_ENV === 'development';
}

/** True while `next build` runs: nothing may read data or settings then. */
export function isBuildPhase(source: EnvSource = process.env): boolean {
  return source.NEXT_PHASE === 'phase-production-build';
}

// ---------------------------------------------------------------------------------------------------------- site

type SiteEnv = {
  /** Public address, no trailing slash: canonical links, sitemaps, feeds, JSON-LD, Open Graph. */
  url: string;
  name: string;
  contactEmail: string;
  instagramUrl: string;
  /** Google Analytics id; only in production. */
  gaId: string | null;
};

const GA_ID_PATTERN = /^(G|GT|UA|AW)-[A-Z0-9-]{4,}$/;

// Each setting has a plain name; the NEXT_PUBLIC_ name of earlier releases still works when the plain one is unset.
const siteSchema = z
  .object({
    SITE_URL: httpUrl('harus berupa URL http(s), misalnya https://infolomba.id.'),
    NEXT_PUBLIC_SITE_URL: httpUrl('harus berupa URL http(s), misalnya https://infolomba.id.'),
    SITE_NAME: optional,
    NEXT_PUBLIC_SITE_NAME: optional,
    CONTACT_EMAIL: optional.pipe(z.email('harus berupa alamat email.').optional()),
    NEXT_PUBLIC_CONTACT_EMAIL: optional.pipe(z.email('harus berupa alamat email.').optional()),
    INSTAGRAM_URL: httpUrl('harus berupa URL http(s).'),
    NEXT_PUBLIC_INSTAGRAM_URL: httpUrl('harus berupa URL http(s).'),
    // The id is written into a script, so only the shapes Google issues are accepted.
    GA_ID: optional.pipe(z.string().regex(GA_ID_PATTERN, 'harus berupa ID Google Analytics, misalnya G-ABC1234.').optional()),
    NEXT_PUBLIC_GA_ID: optional.pipe(z.string().regex(GA_ID_PATTERN, 'harus berupa ID Google Analytics, misalnya G-ABC1234.').optional()),
    NODE_ENV: optional,
  })
  .transform((e): SiteEnv => ({
    url: (e.SITE_URL ?? e.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    name: e.SITE_NAME ?? e.NEXT_PUBLIC_SITE_NAME ?? 'InfoLomba',
    contactEmail: e.CONTACT_EMAIL ?? e.NEXT_PUBLIC_CONTACT_EMAIL ?? 'halo@infolomba.test',
    instagramUrl: e.INSTAGRAM_URL ?? e.NEXT_PUBLIC_INSTAGRAM_URL ?? 'https://www.instagram.com/infolomba',
    gaId: e.NODE_ENV === 'production' ? (e.GA_ID ?? e.NEXT_PUBLIC_GA_ID ?? null) : null,
  }));

export function readSiteEnv(source: EnvSource = process.env): SiteEnv {
  return parseGroup(siteSchema, source);
}

let siteCache: SiteEnv | undefined;

/** The site's public settings as this server started with them (read once per process). */
export function getSiteEnv(): SiteEnv {
  return (siteCache ??= readSiteEnv());
}

// ---------------------------------------------------------------------------------------------------------- data

const SECONDS = 'harus berupa bilangan bulat 0 sampai 86400.';
const RECHECK = 'harus berupa bilangan bulat 1 sampai 2592000 (30 hari).';
const CHALLENGE_SECONDS = 'harus berupa bilangan bulat 2 sampai 3600.';
const GITHUB_TRIO = ['GITHUB_TOKEN', 'GITHUB_OWNER', 'GITHUB_REPO'] as const;

const dataSchema = z
  .object({
    DATA_SOURCE: z.enum(['local', 'github'], 'harus "local" atau "github".').default('local'),
    DATA_FILE: optional.transform((v) => v ?? 'database/data.json'),
    GITHUB_TOKEN: optional,
    GITHUB_OWNER: optional,
    GITHUB_REPO: optional,
    GITHUB_BRANCH: optional,
    GITHUB_DATA_PATH: optional.transform((v) => v ?? 'database/data.json'),
    GITHUB_API_URL: httpUrl('harus berupa URL http(s).').transform((v) => v ?? 'https://api.github.com'),
    /** Seconds a read of the data is reused before the store is asked again (GitHub: a conditional request). */
    DATA_CACHE_SECONDS: z.coerce.number(SECONDS).int(SECONDS).min(0, SECONDS).max(86_400, SECONDS).default(30),
    DEMO_MODE: optional,
    /** Visitors' reports (the admin queue); beside the data file when unset. */
    REPORTS_FILE: optional,
    /** Organisers' submissions (personal data, never in the data file); beside the data file when unset. */
    SUBMISSIONS_FILE: optional,
    /** How long a "Kirim Lomba" proof-of-work challenge may be used (lib/submissions/pow.ts). */
    SUBMISSION_CHALLENGE_SECONDS: z.coerce
      .number(CHALLENGE_SECONDS)
      .int(CHALLENGE_SECONDS)
      .min(2, CHALLENGE_SECONDS)
      .max(3600, CHALLENGE_SECONDS)
      .default(600),
    /** Uploaded posters with DATA_SOURCE=local; `unggahan/` beside the data file when unset. */
    UPLOADS_DIR: optional,
    /** Converted and kept posters (lib/posters): a folder, its byte cap, and the in-memory cap of recent files. */
    POSTER_CACHE_DIR: optional.transform((v) => v ?? '.data/posters'),
    POSTER_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(16 * 1024 * 1024, 'minimal 16 MB (16777216).')
      .default(1024 ** 3),
    POSTER_MEMORY_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0, 'tidak boleh negatif.')
      .default(32 * 1024 * 1024),
    /** How often the source of a poster served from its kept copy is asked again (lib/posters/service.ts). */
    POSTER_RECHECK_SECONDS: z.coerce
      .number(RECHECK)
      .int(RECHECK)
      .min(1, RECHECK)
      .max(30 * 86_400, RECHECK)
      .default(6 * 3600),
  })
  .superRefine((env, ctx) => {
    const given = GITHUB_TRIO.filter((k) => env[k]);
    // Half a GitHub configuration is a mistake either way: the site would fall back to a local file nobody expects.
    if (env.DATA_SOURCE !== 'github' && (given.length === 0 || given.length === GITHUB_TRIO.length)) return;
    for (const k of GITHUB_TRIO) {
      if (env[k]) continue;
      const why = env.DATA_SOURCE === 'github' ? 'DATA_SOURCE=github' : `${given.join(' dan ')} sudah diisi`;
      ctx.addIssue({ code: 'custom', path: [k], message: `wajib diisi karena ${why} (token, pemilik dan nama repositori data).` });
    }
  });

type DataEnv = z.infer<typeof dataSchema>;

export function readDataEnv(source: EnvSource = process.env): DataEnv {
  const env = parseGroup(dataSchema, source);
  return {
    ...env,
    DATA_FILE: path.resolve(/* turbopackIgnore: true */ process.cwd(), env.DATA_FILE),
    POSTER_CACHE_DIR: path.resolve(/* turbopackIgnore: true */ process.cwd(), env.POSTER_CACHE_DIR),
  };
}

let dataCache: DataEnv | undefined;

/** The data settings, read once per process (the store is chosen once). */
export function getEnv(): DataEnv {
  return (dataCache ??= readDataEnv());
}

// ---------------------------------------------------------------------------------------------------------- auth

const HOPS = 'harus berupa bilangan bulat 0 sampai 10.';
const MINUTES = 'harus berupa jumlah menit, 1 sampai 10080.';

const authSchema = z.object({
  NEXTAUTH_SECRET: optional,
  NEXTAUTH_URL: httpUrl('harus berupa URL http(s) alamat publik situs.'),
  ADMIN_EMAIL: optional.pipe(z.email('harus berupa alamat email.').optional()),
  ADMIN_PASSWORD_HASH: optional.refine(
    (v) => v === undefined || isPasswordHash(v),
    'harus berformat scrypt$N$r$p$salt$hash (buat dengan `npm run --silent admin:hash -- PASSWORD`).',
  ),
  ADMIN_GOOGLE_EMAILS: optional.transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  ),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_OIDC_DISCOVERY_URL: optional.pipe(
    z.url('harus berupa URL.').default('https://accounts.google.com/.well-known/openid-configuration'),
  ),
  /** Reverse proxies in front of the server whose X-Forwarded-For entry is trusted (0: none, the socket's address). */
  TRUSTED_PROXY_HOPS: z.coerce.number(HOPS).int(HOPS).min(0, HOPS).max(10, HOPS).default(0),
  /** Minutes without a request after which an admin session ends. */
  ADMIN_IDLE_MINUTES: z.coerce.number(MINUTES).int(MINUTES).min(1, MINUTES).max(10_080, MINUTES).default(60),
});

export type AuthEnv = z.infer<typeof authSchema>;

/** Sign-in settings, read on each call: cheap, and an allow-list change applies to the next request. */
export function readAuthEnv(source: EnvSource = process.env): AuthEnv {
  return parseGroup(authSchema, source);
}

// ---------------------------------------------------------------------------------------------------------- mail

const mailSchema = z.object({
  CONTACT_TO: optional.pipe(z.email('harus berupa alamat email.').optional()),
  GMAIL_API_URL: httpUrl('harus berupa URL http(s).'),
});

type MailEnv = z.infer<typeof mailSchema>;

export function readMailEnv(source: EnvSource = process.env): MailEnv {
  return parseGroup(mailSchema, source);
}

// ---------------------------------------------------------------------------------------------------- smtp mail

/** Where outgoing mail (reminders, confirmations) comes from: a display name and an address. */
type MailFrom = { name: string; address: string };

export type SmtpEnv = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`; nodemailer's query options work too. */
  url: string;
  from: MailFrom;
};

const MAIL_FROM_RE = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/;

/** `Nama <alamat@x>` or a bare address; the name falls back to the site's name. */
function parseMailFrom(value: string, fallbackName: string): MailFrom | null {
  const m = MAIL_FROM_RE.exec(value);
  if (!m) return null;
  const address = (m[2] ?? m[3] ?? '').trim();
  if (!z.email().safeParse(address).success) return null;
  return { name: (m[1] ?? '').trim() || fallbackName, address };
}

const smtpSchema = z
  .object({
    SMTP_URL: optional.pipe(
      z
        .url({ protocol: /^smtps?$/, error: 'harus berupa URL smtp:// atau smtps://, misalnya smtp://user:pass@mail.example:587.' })
        .optional(),
    ),
    MAIL_FROM: optional,
    SITE_NAME: optional,
    NEXT_PUBLIC_SITE_NAME: optional,
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_FROM && !parseMailFrom(env.MAIL_FROM, 'x')) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'harus berupa alamat email, boleh dengan nama: InfoLomba <pengingat@infolomba.id>.',
      });
    } else if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'wajib diisi karena SMTP_URL sudah diisi (alamat pengirim email).' });
    }
  });

/** The SMTP settings, or null when SMTP_URL is unset (then nothing is e-mailed and the e-mail options are hidden). */
export function readSmtpEnv(source: EnvSource = process.env): SmtpEnv | null {
  const env = parseGroup(smtpSchema, source);
  if (!env.SMTP_URL || !env.MAIL_FROM) return null;
  const from = parseMailFrom(env.MAIL_FROM, env.SITE_NAME ?? env.NEXT_PUBLIC_SITE_NAME ?? 'InfoLomba');
  return from && { url: env.SMTP_URL, from };
}

// --------------------------------------------------------------------------------------------------------- push

export type VapidEnv = { publicKey: string; privateKey: string; subject: string };

const B64URL = /^[A-Za-z0-9_-]+$/;
const VAPID_TRIO = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

const vapidSchema = z
  .object({
    VAPID_PUBLIC_KEY: optional.refine(
      (v) => v === undefined || (B64URL.test(v) && Buffer.from(v, 'base64url').length === 65),
      'harus berupa kunci publik P-256 base64url (65 byte; buat dengan `npm run vapid:keys`).',
    ),
    VAPID_PRIVATE_KEY: optional.refine(
      (v) => v === undefined || (B64URL.test(v) && Buffer.from(v, 'base64url').length === 32),
      'harus berupa kunci privat P-256 base64url (32 byte; buat dengan `npm run vapid:keys`).',
    ),
    VAPID_SUBJECT: optional.refine(
      (v) => v === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(v),
      'harus berupa mailto:alamat@email atau URL https:// pemilik situs.',
    ),
  })
  .superRefine((env, ctx) => {
    const given = VAPID_TRIO.filter((k) => env[k]);
    if (given.length === 0 || given.length === VAPID_TRIO.length) return;
    for (const k of VAPID_TRIO) {
      if (!env[k])
        ctx.addIssue({ code: 'custom', path: [k], message: `wajib diisi karena ${given.join(' dan ')} sudah diisi (notifikasi push).` });
    }
  });

const HOURS = 'harus berupa dua jam WIB "dari-sampai", misalnya 7-21 (pesan dikirim dari pukul 07.00 sampai sebelum 21.00).';

const reminderSchema = z.object({
  REMINDER_HOURS: optional
    .transform((v) => v ?? '7-21')
    .pipe(z.string().regex(/^\d{1,2}-\d{1,2}$/, HOURS))
    .transform((v) => {
      const [from, until] = v.split('-').map(Number) as [number, number];
      return { from, until };
    })
    .refine((h) => h.from < h.until && h.until <= 24, HOURS),
  /** How often the reminder job runs (its period on the job runner): every 5 minutes unless set. */
  REMINDER_JOB_SECONDS: z.coerce
    .number('harus berupa bilangan bulat 1 sampai 3600.')
    .int('harus berupa bilangan bulat 1 sampai 3600.')
    .min(1, 'harus berupa bilangan bulat 1 sampai 3600.')
    .max(3600, 'harus berupa bilangan bulat 1 sampai 3600.')
    .default(300),
});

/** When reminders go out: Jakarta hours [from, until). The 7/3/1-day reminders go at the first hour. */
export function readReminderHours(source: EnvSource = process.env): { from: number; until: number } {
  return parseGroup(reminderSchema, source).REMINDER_HOURS;
}

/** The reminder job's period in milliseconds (REMINDER_JOB_SECONDS). */
export function readReminderJobMs(source: EnvSource = process.env): number {
  return parseGroup(reminderSchema, source).REMINDER_JOB_SECONDS * 1000;
}

/** The VAPID keys for Web Push, or null when unset (then no push option is shown and nothing is pushed). */
export function readVapidEnv(source: EnvSource = process.env): VapidEnv | null {
  const env = parseGroup(vapidSchema, source);
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT) return null;
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
}

// ------------------------------------------------------------------------------------------------------------ ai

const aiSchema = z
  .object({
    GEMINI_API_KEY: optional,
    GEMINI_API_URL: httpUrl('harus berupa URL http(s).'),
    /**
     * Tests only: host[:port] entries the safe fetch lets past its private-address check, for posters and the AI
     * alike (FETCH_ALLOW_HOSTS; the older AI_FETCH_ALLOW_HOSTS still counts). Production never sets either.
     */
    FETCH_ALLOW_HOSTS: optional,
    AI_FETCH_ALLOW_HOSTS: optional,
  })
  .transform(({ FETCH_ALLOW_HOSTS, AI_FETCH_ALLOW_HOSTS, ...rest }) => ({
    ...rest,
    AI_FETCH_ALLOW_HOSTS: [...new Set([...parseAllowHosts(FETCH_ALLOW_HOSTS), ...parseAllowHosts(AI_FETCH_ALLOW_HOSTS)])],
  }));

type AiEnv = z.infer<typeof aiSchema>;

export function readAiEnv(source: EnvSource = process.env): AiEnv {
  return parseGroup(aiSchema, source);
}

// -------------------------------------------------------------------------------------------------------- shared

const PAGE_MB = 'harus berupa bilangan bulat 0 sampai 65536 (MB).';

const sharedSchema = z.object({
  /** Unset: the embedded mode (one server, files and memory). Set: every instance shares its state here (lib/shared). */
  REDIS_URL: optional.pipe(
    z.url({ protocol: /^rediss?$/, error: 'harus berupa URL redis:// atau rediss://, misalnya redis://127.0.0.1:6379.' }).optional(),
  ),
  REDIS_PREFIX: optional.transform((v) => v ?? 'infolomba:'),
  /** Rendered pages kept in Redis for every instance, per build (lib/cache/shared-pages.mjs); 0: each instance's memory only. */
  REDIS_PAGE_CACHE_MB: optional.pipe(
    z.coerce.number<string | undefined>(PAGE_MB).int(PAGE_MB).min(0, PAGE_MB).max(65_536, PAGE_MB).default(128),
  ),
  /** The bearer token the platform's cron sends to /api/jobs/run; the route answers 503 while it is unset. */
  CRON_SECRET: optional.pipe(z.string().min(16, 'minimal 16 karakter (buat dengan `openssl rand -hex 32`).').optional()),
  /** `off` on a serverless host, where nothing runs between requests: only the cron route starts jobs there. */
  JOB_TIMER: z.enum(['on', 'off'], 'harus "on" atau "off".').default('on'),
  /** How long a job's run may go unrenewed before another instance takes it over (an instance died mid-run). */
  JOB_LEASE_SECONDS: z.coerce
    .number('harus berupa bilangan bulat 1 sampai 3600.')
    .int('harus berupa bilangan bulat 1 sampai 3600.')
    .min(1, 'harus berupa bilangan bulat 1 sampai 3600.')
    .max(3600, 'harus berupa bilangan bulat 1 sampai 3600.')
    .default(60),
});

type SharedEnv = z.infer<typeof sharedSchema>;

export function readSharedEnv(source: EnvSource = process.env): SharedEnv {
  return parseGroup(sharedSchema, source);
}

// ------------------------------------------------------------------------------------------------------- startup

/**
 * Every group at once, plus what a production server cannot run without. Throws one ConfigError listing every
 * problem, so an operator fixes them in one go.
 */
export function checkStartupEnv(source: EnvSource = process.env): void {
  const problems: ConfigProblem[] = [];
  for (const read of [
    readSiteEnv,
    readDataEnv,
    readAuthEnv,
    readMailEnv,
    readSmtpEnv,
    readVapidEnv,
    readReminderHours,
    readAiEnv,
    readSharedEnv,
  ]) {
    try {
      read(source);
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      problems.push(...e.problems);
    }
  }
  if (source.NODE_ENV === 'production' && !source.NEXTAUTH_SECRET?.trim()) {
    problems.push({
      variable: 'NEXTAUTH_SECRET',
      message: 'wajib diisi di server produksi: kunci enkripsi cookie sesi (buat dengan `openssl rand -base64 32`).',
    });
  }
  if (problems.length) throw new ConfigError(problems);
}

/** The safe fetch's test-only allow list (FETCH_ALLOW_HOSTS and AI_FETCH_ALLOW_HOSTS together). */
export function getFetchAllowHosts(source: EnvSource = process.env): string[] {
  return readAiEnv(source).AI_FETCH_ALLOW_HOSTS;
}

/**
 * The data repository's settings when the data lives on GitHub, else null. The schema already refuses to start
 * with DATA_SOURCE=github and any of token, owner or repo missing; this narrows the type to match.
 */
export function githubSettings(env: ReturnType<typeof getEnv>) {
  const { GITHUB_TOKEN: token, GITHUB_OWNER: owner, GITHUB_REPO: repo } = env;
  if (env.DATA_SOURCE !== 'github' || !token || !owner || !repo) return null;
  return { token, owner, repo, branch: env.GITHUB_BRANCH, path: env.GITHUB_DATA_PATH, baseUrl: env.GITHUB_API_URL };
}
