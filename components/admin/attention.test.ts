import { describe, expect, it } from 'vitest';
import type { JobStatus } from '@/lib/jobs';
import type { QueueItem } from '@/lib/submissions/schema';
import { dataAttention, jobsAttention, reportsAttention, shownNames, submissionsAttention } from './attention';

const submission = (title: string, state: QueueItem['state']) => ({ state, competition: { title } }) as unknown as QueueItem;
const job = (id: string, ok: boolean | null) =>
  ({
    id,
    everyMs: 60_000,
    lastRun: ok === null ? null : { period: 1, instance: 'a', startedAt: 0, finishedAt: 1, ok, result: '' },
    recent: [],
    runningOn: null,
    runningPeriod: null,
    nextRunAt: 0,
  }) satisfies JobStatus;

describe('"Perlu Perhatian" lines', () => {
  it('counts the submissions that wait for the admin and names them', () => {
    const items = [
      submission('Lomba A', 'received'),
      submission('Lomba B', 'published'),
      submission('Lomba C', 'changes'),
      submission('Lomba D', 'rejected'),
      submission('Lomba E', 'review'),
    ];
    expect(submissionsAttention(items, 'kiriman')).toEqual({
      target: 'kiriman',
      label: 'Kiriman menunggu',
      count: 3,
      names: ['Lomba A', 'Lomba C', 'Lomba E'],
    });
    expect(submissionsAttention(null, 'kiriman').count).toBeNull();
  });

  it('counts failing jobs by their last finished run, and the data problems', () => {
    const jobs = jobsAttention([job('reminders', false), job('sitemap', true), job('never', null)], 'tugas');
    expect(jobs.count).toBe(1);
    expect(jobs.names).toHaveLength(1);
    expect(jobsAttention(null, 'tugas').count).toBeNull();
    expect(dataAttention({ storeFailing: true, absent: false, invalid: 2 }, 'data')).toMatchObject({
      count: 3,
      names: ['penyimpanan data gagal dibaca', '2 data tidak dapat ditampilkan'],
    });
    expect(dataAttention({ storeFailing: false, absent: false, invalid: 0 }, 'data').count).toBe(0);
    expect(reportsAttention(4, 'laporan')).toMatchObject({ count: 4, names: [] });
  });

  it('shows three names, then how many more', () => {
    expect(shownNames(['a', 'b'])).toBe('a, b');
    expect(shownNames(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c, dan 2 lainnya');
  });
});
