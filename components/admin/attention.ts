import type { JobStatus } from '@/lib/jobs';
import type { BrokenLink } from '@/lib/links/types';
import type { QueueItem } from '@/lib/submissions/schema';
import { ATTENTION_WORDS as W } from '@/lib/words/admin';
import { LINK_WORDS } from '@/lib/words/listing';
import { JOB_NAMES } from '@/lib/words/operations';

/**
 * One line of /admin's "Perlu Perhatian": what waits, how many (null: it could not be read), a few names of what it
 * is, and the section of the page it opens. A section of the admin page adds its own line by making one of these
 * (a function beside the ones below) and putting it in the list the page builds.
 */
export type AttentionItem = {
  /** The id of the section it leads to: the link is `#${target}`. */
  target: string;
  label: string;
  count: number | null;
  /** What it is about, shortest first: titles of submissions, names of failing jobs, the data's problems. */
  names: string[];
};

/** Names shown per line before "dan N lainnya". */
const NAMES_SHOWN = 3;

/** The names a line shows: the first few, then how many more. */
export function shownNames(names: readonly string[]): string {
  const first = names.slice(0, NAMES_SHOWN);
  return names.length > NAMES_SHOWN ? `${first.join(', ')}, ${W.more(names.length - NAMES_SHOWN)}` : first.join(', ');
}

/** Submissions that wait for the admin: the same states "Kiriman" counts as open. */
const WAITING = new Set<QueueItem['state']>(['received', 'confirmed', 'review', 'changes']);

export function submissionsAttention(items: readonly QueueItem[] | null, target: string): AttentionItem {
  const waiting = items?.filter((i) => WAITING.has(i.state)) ?? [];
  return { target, label: W.submissions, count: items ? waiting.length : null, names: waiting.map((i) => i.competition.title) };
}

export function reportsAttention(count: number | null, target: string): AttentionItem {
  return { target, label: W.reports, count, names: [] };
}

/** Jobs whose last run failed (a run under way counts by its last finished one). */
export function jobsAttention(jobs: readonly JobStatus[] | null, target: string): AttentionItem {
  const failing = jobs?.filter((j) => j.lastRun && !j.lastRun.ok) ?? [];
  return { target, label: W.failingJobs, count: jobs ? failing.length : null, names: failing.map((j) => JOB_NAMES[j.id] ?? j.id) };
}

/** The data's problems: the store failing, the data file missing, records the site cannot show. */
export function dataAttention(health: { storeFailing: boolean; absent: boolean; invalid: number }, target: string): AttentionItem {
  const names = [
    ...(health.storeFailing ? [W.storeFailing] : []),
    ...(health.absent ? [W.fileAbsent] : []),
    ...(health.invalid ? [W.invalidRecords(health.invalid)] : []),
  ];
  return { target, label: W.dataHealth, count: Number(health.storeFailing) + Number(health.absent) + health.invalid, names };
}

/** Broken links the owner has not dealt with ("Tautan bermasalah"), named by their competitions. */
export function linksAttention(items: readonly BrokenLink[] | null, target: string): AttentionItem {
  const names = [...new Set((items ?? []).flatMap((l) => l.refs.map((r) => r.title)))];
  return { target, label: LINK_WORDS.heading, count: items ? items.length : null, names };
}
