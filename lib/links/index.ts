import 'server-only';
import path from 'node:path';
import { todayInJakarta } from '@/lib/competitions/dates';
import { getCatalog } from '@/lib/data/catalog';
import { getEnv, getFetchAllowHosts } from '@/lib/env';
import { chooseShared } from '@/lib/shared';
import { site } from '@/lib/site';
import { LINK_WORDS } from '@/lib/words/listing';
import { runLinkCheck } from './job';
import { createFileKeyedStore, createRedisKeyedStore, type KeyedStore } from './keyed-store';
import { hostPacer } from './pace';
import { checkLink } from './request';
import type { BrokenLink } from './types';
import { flaggedForVisitors, handle, type LinkState, linkStateSchema, needsOwner } from './state';

/** The job runs every 10 minutes (lib/jobs/catalog.ts) and checks for up to 8 of them; the rest waits for the next run. */
const RUN_BUDGET_MS = 8 * 60_000;
const CHECK_TIMEOUT_MS = 15_000;

type Holder = { store?: KeyedStore<LinkState>; pacer?: ReturnType<typeof hostPacer> };
const KEY = Symbol.for('infolomba.links');
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

/** Link states beside the data (`data.links.json`, mode 600) or in one Redis hash. */
function linkStore(): KeyedStore<LinkState> {
  return (holder.store ??= chooseShared({
    embedded: () => {
      const { dir, name } = path.parse(getEnv().DATA_FILE);
      return createFileKeyedStore(path.join(dir, `${name}.links.json`), linkStateSchema);
    },
    redis: (redis, key) => createRedisKeyedStore(redis, key('links'), linkStateSchema),
  }));
}

/** One run of the link checker (the `link-check` job). */
export async function runLinkCheckJob(signal: AbortSignal): Promise<string> {
  const catalog = await getCatalog();
  const pacer = (holder.pacer ??= hostPacer());
  const allowHosts = getFetchAllowHosts();
  const { checked, broken } = await runLinkCheck({
    competitions: catalog.items,
    today: todayInJakarta(),
    store: linkStore(),
    check: (url) => checkLink(url, { timeoutMs: CHECK_TIMEOUT_MS, allowHosts, turn: (h) => pacer.turn(h) }),
    readyAt: (h) => pacer.readyAt(h),
    now: Date.now,
    signal,
    budgetMs: RUN_BUDGET_MS,
  });
  return LINK_WORDS.jobSummary(checked, broken);
}

/** Whether "Tautan pendaftaran sedang diperiksa" shows beside "Daftar"; false when the store cannot be read. */
export async function registrationUnderReview(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  try {
    const [state] = await linkStore().getMany([url]);
    return flaggedForVisitors(state, Date.now());
  } catch {
    return false;
  }
}

/**
 * "Tautan bermasalah": broken links the owner has not dealt with, newest first, each with its competitions. Listing
 * them counts as the owner having seen them (only then may visitors see a registration link marked).
 */
export async function listBrokenLinks(now = Date.now()): Promise<BrokenLink[]> {
  const store = linkStore();
  const catalog = await getCatalog();
  const out: BrokenLink[] = [];
  for (const [url, s] of await store.all()) {
    if (!needsOwner(s)) continue;
    if (s.seenAt === undefined) await store.set(url, { ...s, seenAt: now });
    out.push({
      url,
      answer: s.answer,
      brokenAt: s.brokenAt ?? s.checkedAt,
      refs: s.refs.map((r) => ({ ...r, title: catalog.byId.get(r.id)?.title ?? r.id })),
    });
  }
  await store.flush();
  return out.sort((a, b) => b.brokenAt - a.brokenAt);
}

/** The owner's action on one link: checked by hand (fine after all) or ignored; false when it is not known. */
export async function actOnLink(url: string, action: 'checked' | 'ignored', now = Date.now()): Promise<boolean> {
  const store = linkStore();
  const [state] = await store.getMany([url]);
  if (!state) return false;
  const next = handle(state, action, now);
  await store.set(url, action === 'checked' ? { ...next, answer: LINK_WORDS.answers.byHand } : next);
  await store.flush();
  return true;
}

/** The daily e-mail to the owner (the `link-mail` job): links that broke since the last one; nothing when none did. */
export async function mailNewBrokenLinks(now = Date.now()): Promise<string> {
  // Loaded when the daily e-mail runs: detail pages import this module for the visitors' mark.
  const mail = (await import('@/lib/mail/smtp')).getSmtpSender();
  if (!mail) return LINK_WORDS.mailSubject(0);
  const store = linkStore();
  const fresh = [...(await store.all())].filter(([, s]) => needsOwner(s) && s.mailedAt === undefined);
  if (!fresh.length) return LINK_WORDS.mailSubject(0);
  const catalog = await getCatalog();
  const lines = fresh.map(([url, s]) => {
    const titles = s.refs.map((r) => catalog.byId.get(r.id)?.title ?? r.id).join(', ');
    return `- ${url}\n  ${titles}: ${s.answer}`;
  });
  await mail.send({
    to: site.contactEmail,
    subject: `${LINK_WORDS.mailSubject(fresh.length)} - ${site.name}`,
    text: `${LINK_WORDS.mailIntro}\n\n${lines.join('\n')}\n\n${LINK_WORDS.mailFooter} ${site.url}/admin#tautan-bermasalah\n`,
  });
  for (const [url, s] of fresh) await store.set(url, { ...s, mailedAt: now });
  await store.flush();
  return LINK_WORDS.mailSubject(fresh.length);
}
