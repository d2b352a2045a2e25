import { redirect } from 'next/navigation';
import { AdminPanel } from '@/components/admin/admin-panel';
import { DataHealthPanel } from '@/components/admin/data-health-panel';
import { StoreFailureBanner } from '@/components/admin/store-failure-banner';
import { listCompetitions } from '@/lib/data/list-competitions';
import { parseListQueryLoosely } from '@/lib/data/list-query';
import { ReportQueue } from '@/components/admin/report-queue';
import { SubmissionQueue } from '@/components/admin/submission-queue';
import { ScheduledJobs } from '@/components/admin/scheduled-jobs';
import { BrokenLinksSection } from '@/components/admin/broken-links-section';
import { ReminderStats } from '@/components/admin/reminder-stats';
import { PosterFailures } from '@/components/competition/poster-failures';
import { AI_NOT_CONFIGURED, getAiConfig } from '@/lib/ai/config';
import { getSessionUser, isAdmin } from '@/lib/auth/session';
import { reloadCatalog } from '@/lib/data/catalog';
import { getDataFileStatus, invalidRecordViews } from '@/lib/data/data-health';
import { getReportStore } from '@/lib/reports';
import type { Report } from '@/lib/reports/schema';
import { getModerateDeps } from '@/lib/submissions';
import { listQueue } from '@/lib/submissions/moderate';
import type { QueueItem } from '@/lib/submissions/schema';
import { QUEUE_WORDS } from '@/lib/words/organiser';
import { AI_MESSAGES, REPORT_QUEUE_MESSAGES } from '@/lib/words/admin';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminPage({ searchParams }: Props) {
  const params = await searchParams;
  const editId = typeof params.edit === 'string' && params.edit ? params.edit : null;
  const user = await getSessionUser();
  if (!isAdmin(user)) {
    const from = editId ? `/admin?edit=${encodeURIComponent(editId)}` : '/admin';
    redirect(`/login?from=${encodeURIComponent(from)}`);
  }
  const query = parseListQueryLoosely({ ...params, ids: undefined });
  // The table shows the latest data (an unchanged store costs a stat or a 304), one page of it.
  const catalog = await reloadCatalog();
  const list = listCompetitions(catalog, query);
  const status = await getDataFileStatus(catalog);
  const notices = (
    <>
      <StoreFailureBanner failure={catalog.storeFailure} />
      <DataHealthPanel absent={!status.present} location={status.location} invalid={invalidRecordViews(catalog)} />
    </>
  );
  const reports = await readReports();
  const submissions = await readSubmissions(catalog.items);
  return (
    <>
      <AdminPanel
        email={user.email}
        list={list}
        query={{ ...query, page: list.page }}
        loadError={catalog.error}
        editId={editId}
        aiUnavailable={aiUnavailableMessage()}
        dataNotices={notices}
      />
      <SubmissionQueue initial={submissions.items} loadError={submissions.error} />
      <ReportQueue initial={reports.items} loadError={reports.error} />
      <PosterFailures items={catalog.items} />
      <BrokenLinksSection />
      <ScheduledJobs />
      <ReminderStats />
    </>
  );
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
