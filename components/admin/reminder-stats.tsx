import { formatShortDateTime } from '@/lib/competitions/dates';
import { getSubscriptionStore, remindersEnabled } from '@/lib/reminders';
import { formatHour } from '@/lib/reminders/schedule';
import type { ReminderRun, SubscriptionCounts } from '@/lib/reminders/types';
import { REMINDER_ADMIN } from '@/lib/words/reminders';

/** The admin's view of reminders: how many subscriptions of each kind and the last runs. Never an address. */
export async function ReminderStats() {
  if (!remindersEnabled()) {
    return (
      <section aria-labelledby="pengingat-admin" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="pengingat-admin" className="text-lg font-bold text-slate-900">
          {REMINDER_ADMIN.title}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{REMINDER_ADMIN.off}</p>
      </section>
    );
  }
  let counts: SubscriptionCounts | null = null;
  let runs: ReminderRun[] = [];
  try {
    const store = getSubscriptionStore();
    [counts, runs] = await Promise.all([store.counts(), store.runs()]);
  } catch (e) {
    console.error('[pengingat] admin stats failed:', e);
  }
  const figures: [string, number][] = counts
    ? [
        [REMINDER_ADMIN.push, counts.push],
        [REMINDER_ADMIN.email, counts.email],
        [REMINDER_ADMIN.emailPending, counts.emailPending],
        [REMINDER_ADMIN.digests, counts.digests],
        [REMINDER_ADMIN.followed, counts.followed],
      ]
    : [];
  return (
    <section aria-labelledby="pengingat-admin" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="pengingat-admin" className="text-lg font-bold text-slate-900">
        {REMINDER_ADMIN.title}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {figures.map(([label, n]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{n}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-semibold text-slate-900">{REMINDER_ADMIN.runs}</h3>
      {runs.length ? (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
          {runs.slice(0, 5).map((r) => (
            <li key={r.startedAt}>
              {formatShortDateTime(r.startedAt)}: {r.sent} {REMINDER_ADMIN.summarySent}
              {r.retrying ? `, ${r.retrying} ${REMINDER_ADMIN.summaryRetrying}` : ''}
              {r.removed ? `, ${r.removed} ${REMINDER_ADMIN.summaryRemoved}` : ''}
              {r.quietUntil !== undefined ? `, ${REMINDER_ADMIN.heldQuiet(formatHour(r.quietUntil))}` : ''}
              {r.failed ? (
                <span className="text-red-700">
                  , {r.failed} {REMINDER_ADMIN.summaryFailed} ({r.errors.join('; ')}). {REMINDER_ADMIN.failedNote}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{REMINDER_ADMIN.noRuns}</p>
      )}
    </section>
  );
}
