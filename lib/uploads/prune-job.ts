import 'server-only';
import { reloadCatalog } from '@/lib/data/catalog';
import { getJournal } from '@/lib/history';
import { KEEP_DELETED_MS } from '@/lib/history/local-journal';
import type { SubmissionStore } from '@/lib/submissions/store';
import { PRUNE_WORDS } from '@/lib/words/operations';
import { pruneUnusedUploads, referencedUploads } from './prune';
import type { UploadStore } from './store';

/**
 * The clean-up of unused uploads, run by the submissions' retention job (lib/jobs/catalog.ts): what the data, the
 * submissions and the history window name is kept. Skipped while the data cannot be read: an empty or failed read
 * must never look like "no competition uses any poster".
 */
export async function pruneUploadsNow(deps: { store: SubmissionStore; uploads: UploadStore }, now = Date.now()): Promise<string> {
  const catalog = await reloadCatalog();
  if (catalog.error || catalog.items.length === 0) return PRUNE_WORDS.uploadsSkipped;
  const [submissions, history] = await Promise.all([deps.store.list(), getJournal().since(now - KEEP_DELETED_MS)]);
  const referenced = referencedUploads({
    competitions: [...catalog.items, ...history.flatMap((e) => [e.before, e.after].filter((c) => c !== null))],
    submissionPaths: submissions.flatMap((s) => [...s.uploads, ...s.competition.thumbnails]),
  });
  return PRUNE_WORDS.uploadsRemoved(await pruneUnusedUploads(deps.uploads, referenced, { now }));
}
