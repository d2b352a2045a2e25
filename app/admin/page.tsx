import { redirect } from 'next/navigation';
import { AdminPanel } from '@/components/admin/admin-panel';
import { AttentionPanel } from '@/components/admin/attention-panel';
import { dataAttention, jobsAttention, linksAttention, reportsAttention, submissionsAttention } from '@/components/admin/attention';
import { DataHealthPanel } from '@/components/admin/data-health-panel';
import { StoreFailureBanner } from '@/components/admin/store-failure-banner';
import { listCompetitions } from '@/lib/data/list-competitions';
import { parseListQueryLoosely } from '@/lib/data/list-query';
import { ReportQueue } from '@/components/admin/report-queue';
import { SubmissionQueue } from '@/components/admin/submission-queue';
import { ScheduledJobs } from '@/components/admin/scheduled-jobs';
import { BrokenLinksSection, readBrokenLinks } from '@/components/admin/broken-links-section';
import { ReminderStats } from '@/components/admin/reminder-stats';
import { parsePeriod, StatisticsPanel } from '@/components/admin/statistics-panel';
import { PosterFailures } from '@/components/competition/poster-failures';
import { AI_NOT_CONFIGURED, getAiConfig } from '@/lib/ai/config';
import { getSessionUser, isAdmin } from '@/lib/auth/session';
import { reloadCatalog } from '@/lib/data/catalog';
import { getDataFileStatus, invalidRecordViews } from '@/lib/data/data-health';
import { getJobRunner, type JobStatus } from '@/lib/jobs';
import { getReportStore } from '@/lib/reports';
import { redisKeepingWarnings } from '@/lib/shared/keeping';
import { getStatsStore } from '@/lib/stats';
import { type Figures, readFigures } from '@/lib/stats/report';
import { todayInJakarta } from '@/lib/competitions/dates';
import type { Report } from '@/lib/reports/schema';
import { getModerateDeps } from '@/lib/submissions';
import { listQueue } from '@/lib/submissions/moderate';
import type { QueueItem } from '@/lib/submissions/schema';
import { QUEUE_WORDS } from '@/lib/words/organiser';
import { AI_MESSAGES, REPORT_QUEUE_MESSAGES } from '@/lib/words/admin';

/** The sections "Perlu Perhatian" links to. */
const ANCHORS = { submissions: 'kiriman', reports: 'laporan', jobs: 'tugas', data: 'kesehatan-data', links: 'tautan-bermasalah' } as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminPage({ searchParams }: Props) {
  const params = await searchParams;
  const editId = typeof params.edit === 'string' && params.edit ? params.edit : null;
  const newTitle = typeof params.baru === 'string' ? params.baru.slice(0, 200) : null;
  const user = await getSessionUser();
  if (!isAdmin(user)) {
    const from = editId ? `/admin?edit=${encodeURIComponent(editId)}` : '/admin';
    redirect(`/login?from=${encodeURIComponent(from)}`);
  }
  const query = parseListQueryLoosely({ ...params, ids: undefined, baru: undefined, statistik: undefined });
  // The table shows the latest data (an unchanged store costs a stat or a 304), one page of it.
  const catalog = await reloadCatalog();
  const list = listCompetitions(catalog, query);
  const status = await getDataFileStatus(catalog);
  const sharedWarnings = await redisKeepingWarnings();
  const invalid = invalidRecordViews(catalog);
  const notices = (
    <div id={ANCHORS.data} className="space-y-4 empty:hidden">
      <StoreFailureBanner failure={catalog.storeFailure} />
      <DataHealthPanel absent={!status.present} location={status.location} invalid={invalid} sharedWarnings={sharedWarnings} />
    </div>
  );
  const figures = await readCompetitionFigures([...list.items.map((c) => c.id), ...(editId ? [editId] : [])]);
  const reports = await readReports();
  const brokenLinks = await readBrokenLinks();
  const submissions = await readSubmissions(catalog.items);
  // "Perlu Perhatian": one line per section that can wait for the admin; a new section adds its line here.
  const attention = [
    submissionsAttention(submissions.error ? null : submissions.items, ANCHORS.submissions),
    reportsAttention(reports.error ? null : reports.items.length, ANCHORS.reports),
    jobsAttention(await readJobs(), ANCHORS.jobs),
    linksAttention(brokenLinks, ANCHORS.links),
    dataAttention({ storeFailing: Boolean(catalog.storeFailure), absent: !status.present, invalid: invalid.length }, ANCHORS.data),
  ];
  return (
    <>
      <AdminPanel
        attention={<AttentionPanel items={attention} />}
        email={user.email}
        list={list}
        query={{ ...query, page: list.page }}
        loadError={catalog.error}
        editId={editId}
        newTitle={newTitle}
        figures={figures}
        aiUnavailable={aiUnavailableMessage()}
        dataNotices={notices}
      />
      <div id={ANCHORS.submissions}>
        <SubmissionQueue initial={submissions.items} loadError={submissions.error} />
      </div>
      <div id={ANCHORS.reports}>
        <ReportQueue initial={reports.items} loadError={reports.error} />
      </div>
      <PosterFailures items={catalog.items} />
      <BrokenLinksSection items={brokenLinks} />
      <div id={ANCHORS.jobs}>
        <ScheduledJobs />
      </div>
      <ReminderStats />
      <StatisticsPanel period={parsePeriod(params.statistik)} titleOf={(id) => catalog.byId.get(id)?.title} />
    </>
  );
}

/** The scheduled jobs' state; null when it cannot be read (the "Tugas terjadwal" section is then left out too). */
async function readJobs(): Promise<JobStatus[] | null> {
  try {
    return await getJobRunner().status();
  } catch (e) {
    console.error('[jobs] status failed:', e instanceof Error ? e.message : e);
    return null;
  }
}

/** The visitors' report queue; a queue that cannot be read is shown as an error, never a broken page. */
async function readReports(): Promise<{ items: Report[]; error: string | null }> {
  try {
    return { items: await getReportStore().list(), error: null };
  } catch (e) {
    console.error('[reports] read failed:', e);
    return { items: [], error: REPORT_QUEUE_MESSAGES.loadFailed };
  }
}

/** Organisers' submissions; a queue that cannot be read is shown as an error, never a broken page. */
async function readSubmissions(published: Parameters<typeof listQueue>[1]): Promise<{ items: QueueItem[]; error: string | null }> {
  try {
    return { items: await listQueue(getModerateDeps(), published), error: null };
  } catch (e) {
    console.error('[submissions] read failed:', e);
    return { items: [], error: QUEUE_WORDS.loadFailed };
  }
}

/** The sentence the disabled generator shows, or null when a Gemini key is set. */
function aiUnavailableMessage(): string | null {
  try {
    return getAiConfig().apiKey ? null : AI_NOT_CONFIGURED;
  } catch {
    return AI_MESSAGES.badConfig;
  }
}

/** Each listed competition's views and "Daftar" clicks; none shown when the counts cannot be read. */
async function readCompetitionFigures(ids: string[]): Promise<Figures | undefined> {
  try {
    return await readFigures(getStatsStore(), todayInJakarta(), ids);
  } catch (e) {
    console.error('[statistik] row figures failed:', e);
    return undefined;
  }
}
