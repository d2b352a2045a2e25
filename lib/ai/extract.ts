import 'server-only';
import { z } from 'zod';
import { todayInJakarta } from '@/lib/competitions/dates';
import { normaliseFacts } from '@/lib/competitions/facts';
import { normaliseCategories, normaliseTags } from '@/lib/competitions/normalise';
import { normaliseDate } from '@/lib/competitions/normalise-date';
import { type Competition, LIMITS, competitionSchema } from '@/lib/competitions/schema';
import { AiError, generateCompetitionsJson } from './gemini';
import { defaultPrompt } from './prompts';
import { type FetchedImage, type LookupAll, type SkippedImage, TotalSizeError, fetchImages } from '@/lib/net/safe-fetch';
import { isUploadPath } from '@/lib/uploads/path';
import { AI_MESSAGES } from '@/lib/words/admin';
import { FIELD_MESSAGES } from '@/lib/words/fields';
import { UPLOAD_MESSAGES } from '@/lib/words/organiser';

export { AiError } from './gemini';

export const NO_URL_MESSAGE = AI_MESSAGES.noUrl;
export const NO_DATA_MESSAGE = AI_MESSAGES.noData;
const AI_UPLOAD_MISSING = UPLOAD_MESSAGES.missing;
const PLACEHOLDER_THUMBNAIL = '/posters/placeholder.svg';
const DEFAULT_TITLE = AI_MESSAGES.defaultTitle;
const DEFAULT_DESCRIPTION = AI_MESSAGES.defaultDescription;
const MAX_URLS = 20;

const extractInputSchema = z.object({
  urls: z
    .array(z.string().max(LIMITS.thumbnailUrl, FIELD_MESSAGES.thumbnailTooLong), NO_URL_MESSAGE)
    .transform((urls) => [...new Set(urls.map((u) => u.trim()).filter(Boolean))])
    .refine((urls) => urls.length > 0, NO_URL_MESSAGE)
    .refine((urls) => urls.length <= MAX_URLS, `Paling banyak ${MAX_URLS} URL thumbnail.`),
  prompt: z
    .string()
    .max(10_000, 'Prompt paling banyak 10000 karakter.')
    .optional()
    .transform((p) => (p && p.trim() ? p.trim() : undefined)),
  usePro: z.boolean().default(false),
});
type ExtractInput = z.input<typeof extractInputSchema>;

export type ExtractDeps = {
  apiKey: string;
  baseUrl?: string;
  /** host[:port] entries that may be private addresses (tests only). */
  allowHosts?: readonly string[];
  now?: () => number;
  lookup?: LookupAll;
  fetchTimeoutMs?: number;
  maxTotalBytes?: number;
  onProgress?: (event: ExtractProgress) => void;
  /** The bytes of an uploaded poster (`/unggahan/….jpg`), read from the site's own store instead of fetched. */
  readUpload?: (path: string) => Promise<Buffer | null>;
};

export type ExtractProgress = { stage: 'fetching'; done: number; total: number } | { stage: 'search' } | { stage: 'extract' };

type ExtractResult = { items: Competition[]; skipped: SkippedImage[] };

const text = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() : ''));
const aiItemSchema = z.looseObject({
  title: text,
  description: text,
  thumbnails: z.unknown().optional(),
  tags: z.unknown().optional(),
  categories: z.unknown().optional(),
  registration: z
    .looseObject({ start: z.unknown().optional(), end: z.unknown().optional() })
    .catch({ start: undefined, end: undefined })
    .default({ start: undefined, end: undefined }),
});
const aiReplySchema = z.union([z.looseObject({ data: z.array(z.unknown()) }), z.array(z.unknown()).transform((data) => ({ data }))]);

function thumbnailsOf(v: unknown, fallback: string): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  const out: string[] = [];
  for (const raw of list) {
    const s = typeof raw === 'string' ? raw.trim() : '';
    const usable = /^https?:\/\/\S+$/i.test(s) && s.length <= LIMITS.thumbnailUrl && URL.canParse(s);
    if (usable && !out.includes(s)) out.push(s);
  }
  return out.length ? out.slice(0, LIMITS.thumbnails) : [fallback];
}

/** One AI record with the spec's defaults filled in, or null when it cannot become a Competition. */
type ItemContext = { id: string; today: string; publishedAt: string; thumbnail: string };

function toCompetition(raw: unknown, ctx: ItemContext): Competition | null {
  const parsed = aiItemSchema.safeParse(raw);
  if (!parsed.success) return null;
  const r = parsed.data;
  const candidate: Competition = {
    id: ctx.id,
    title: (r.title || DEFAULT_TITLE).slice(0, LIMITS.title),
    description: (r.description || DEFAULT_DESCRIPTION).slice(0, LIMITS.description),
    thumbnails: thumbnailsOf(r.thumbnails, ctx.thumbnail),
    tags: normaliseTags(r.tags)
      .filter((t) => t.length <= LIMITS.tag)
      .slice(0, LIMITS.tags),
    categories: normaliseCategories(r.categories),
    registration: {
      start: normaliseDate(r.registration.start) || ctx.today,
      end: normaliseDate(r.registration.end) || ctx.today,
    },
    published_date: ctx.publishedAt,
    // The facts go through the same reader as the data file: unreadable ones stay unknown. Only an admin verifies.
    ...normaliseFacts({ ...r, verified_at: undefined, updated_at: undefined }),
  };
  const checked = competitionSchema.safeParse(candidate);
  return checked.success ? checked.data : null;
}

/**
 * The admin's AI generator: fetches the poster images safely, asks Gemini for competitions and returns them
 * with the spec's defaults filled in, plus the images that were skipped and why.
 * Every failure is an AiError whose status the route handler answers with.
 */
export async function extractCompetitions(input: ExtractInput, deps: ExtractDeps): Promise<ExtractResult> {
  const parsedInput = extractInputSchema.safeParse(input);
  if (!parsedInput.success) throw new AiError(parsedInput.error.issues[0]?.message ?? NO_URL_MESSAGE, 400);
  const { urls, prompt, usePro } = parsedInput.data;
  const nowMs = (deps.now ?? Date.now)();
  const today = todayInJakarta(nowMs);

  const uploaded = new Map<string, FetchedImage>();
  const missing: SkippedImage[] = [];
  for (const url of urls) {
    if (!isUploadPath(url) || !deps.readUpload) continue;
    const data = await deps.readUpload(url);
    if (data) uploaded.set(url, { url, mimeType: 'image/jpeg', data });
    else missing.push({ url, reason: AI_UPLOAD_MISSING });
  }
  const remote = urls.filter((u) => !isUploadPath(u) || !deps.readUpload);
  let fetched;
  try {
    fetched = await fetchImages(remote, {
      allowHosts: deps.allowHosts,
      lookup: deps.lookup,
      timeoutMs: deps.fetchTimeoutMs,
      maxTotalBytes: deps.maxTotalBytes,
      onProgress: (done, total) => deps.onProgress?.({ stage: 'fetching', done, total }),
    });
  } catch (e) {
    if (e instanceof TotalSizeError) throw new AiError(e.message, 422);
    throw e;
  }
  // In the order the admin entered them: the first one is the default thumbnail.
  const byUrl = new Map([...uploaded, ...fetched.images.map((i) => [i.url, i] as const)]);
  fetched = { images: urls.flatMap((u) => byUrl.get(u) ?? []), skipped: [...missing, ...fetched.skipped] };
  const { images, skipped } = fetched;
  if (images.length === 0) {
    const reasons = skipped.map((s) => `${s.url}: ${s.reason}`).join('; ');
    throw new AiError(AI_MESSAGES.noImages(reasons), 422);
  }

  const json = await generateCompetitionsJson(
    {
      images,
      prompt,
      usePro,
      today,
      defaultInstruction: defaultPrompt(today),
      onStage: (stage) => deps.onProgress?.({ stage }),
    },
    { apiKey: deps.apiKey, baseUrl: deps.baseUrl },
  );

  const reply = aiReplySchema.safeParse(json);
  const records = reply.success ? reply.data.data : [];
  // The first poster that could be fetched is the first entered URL unless that one was skipped.
  const thumbnail = images[0]?.url ?? urls[0] ?? PLACEHOLDER_THUMBNAIL;
  const ctx = { today, publishedAt: new Date(nowMs).toISOString(), thumbnail };
  const items: Competition[] = [];
  for (const raw of records) {
    const item = toCompetition(raw, { ...ctx, id: String(nowMs + items.length) });
    if (item) items.push(item);
  }
  if (items.length === 0) throw new AiError(NO_DATA_MESSAGE, 422);
  return { items, skipped };
}
