import 'server-only';
import { getCatalog } from '@/lib/data/catalog';
import { getEnv, getFetchAllowHosts, readReminderHours, readVapidEnv } from '@/lib/env';
import { getSmtpSender } from '@/lib/mail/smtp';
import { chooseShared } from '@/lib/shared';
import { site } from '@/lib/site';
import { digestMatches } from './digest';
import { createFileSubscriptionStore, subscriptionFilesFor } from './file-store';
import { runReminders, summary, type ReminderDeps } from './job';
import { createPushSender, type PushSender } from './push';
import { createRedisSubscriptionStore } from './redis-store';
import type { SubscriptionStore } from './types';
import { remindersEnabled } from './config';

export { reminderConfig, remindersEnabled } from './config';

/**
 * Reminders in this process: which channels are on, the subscription store, the senders and the scheduled job.
 * Nothing is configured by default: without VAPID keys there is no push, without SMTP no e-mail, and with neither
 * the "Ingatkan saya" buttons are not rendered and the job has nothing to do.
 */

const KEY = Symbol.for('infolomba.reminders');
type Holder = { store?: SubscriptionStore; file?: string; push?: { sender: PushSender | null } };
const holder: Holder = ((globalThis as Record<symbol, Holder>)[KEY] ??= {});

/** Redis when REDIS_URL is set (every instance shares it); otherwise files beside the data file. */
export function getSubscriptionStore(): SubscriptionStore {
  const files = subscriptionFilesFor(getEnv().DATA_FILE);
  if (!holder.store || holder.file !== files.subscriptions) {
    holder.store = chooseShared({
      embedded: () => createFileSubscriptionStore(files),
      redis: (redis, key) => createRedisSubscriptionStore(redis, key),
    });
    holder.file = files.subscriptions;
  }
  return holder.store;
}

function getPushSender(): PushSender | null {
  if (!holder.push) {
    const env = readVapidEnv();
    holder.push = { sender: env ? createPushSender(env, { allowHosts: getFetchAllowHosts() }) : null };
  }
  return holder.push.sender;
}

export function pushAllowHosts(): string[] {
  return getFetchAllowHosts();
}

/** The job's dependencies as the server has them; `now` is the real clock. */
function reminderDeps(now: () => number = Date.now, signal?: AbortSignal): ReminderDeps {
  return {
    store: getSubscriptionStore(),
    competitions: async () => {
      const catalog = await getCatalog();
      return {
        items: catalog.items,
        error: catalog.error,
        digest: (query) => digestMatches((f, today) => catalog.index.search(f, today), query, now()),
      };
    },
    mail: getSmtpSender(),
    push: getPushSender(),
    site: { url: site.url, name: site.name },
    hours: readReminderHours(),
    now,
    signal,
  };
}

export async function runReminderJob(signal?: AbortSignal): Promise<string> {
  if (!remindersEnabled()) return '';
  return summary(await runReminders(reminderDeps(Date.now, signal)));
}
