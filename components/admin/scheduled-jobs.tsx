import { getJobRunner, type JobStatus } from '@/lib/jobs';
import { JOB_NAMES, JOB_WORDS } from '@/lib/words/operations';

const when = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Jakarta' });

function every(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} jam`;
  if (ms % 60_000 === 0) return `${ms / 60_000} menit`;
  return `${Math.round(ms / 1000)} detik`;
}

/** For the admin panel: each scheduled job, when it last ran, how it went, and when it runs next. */
export async function ScheduledJobs() {
  let jobs: JobStatus[];
  try {
    jobs = await getJobRunner().status();
  } catch (e) {
    console.error('[jobs] status failed:', e instanceof Error ? e.message : e);
    return null;
  }
  if (!jobs.length) return null;
  return (
    <section aria-labelledby="tugas-terjadwal" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <h2 id="tugas-terjadwal" className="text-base font-bold">
        {JOB_WORDS.heading}
      </h2>
      <p className="mt-1 text-slate-600">{JOB_WORDS.intro}</p>
      <ul className="mt-3 space-y-2">
        {jobs.map((job) => (
          <li key={job.id}>
            <h3 className="font-semibold">{JOB_NAMES[job.id] ?? job.id}</h3>
            <p>
              {JOB_WORDS.every} {every(job.everyMs)} · {JOB_WORDS.lastRun}:{' '}
              {job.lastRun ? when.format(job.lastRun.finishedAt) : JOB_WORDS.never} · {JOB_WORDS.result}:{' '}
              {job.runningOn
                ? JOB_WORDS.running
                : job.lastRun
                  ? `${job.lastRun.ok ? JOB_WORDS.ok : JOB_WORDS.failed}: ${job.lastRun.result}`
                  : JOB_WORDS.never}{' '}
              · {JOB_WORDS.nextRun}: {when.format(job.nextRunAt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
