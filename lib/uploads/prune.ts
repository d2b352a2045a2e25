import 'server-only';
import type { Competition } from '@/lib/competitions/schema';
import { uploadedAt, uploadName } from './path';
import type { UploadStore } from './store';

/**
 * Uploads nobody uses any more: posters an admin uploaded in the editor and never saved, or that a competition
 * stopped naming long ago. An upload is kept while anything could still bring it back: a live competition, a
 * submission (any state: a rejected one's posters go with it), or any version in the history window (a revert or a
 * "Kembalikan" of a deleted competition restores its posters); and for `keepMs` after it was uploaded, so an editor
 * still open is never robbed of the poster it just uploaded.
 */
export const KEEP_UNUSED_UPLOAD_MS = 30 * 86_400_000;

type UploadReferences = {
  competitions: readonly Pick<Competition, 'thumbnails'>[];
  /** Site paths (`/unggahan/...`) held by submissions. */
  submissionPaths: readonly string[];
};

export function referencedUploads({ competitions, submissionPaths }: UploadReferences): Set<string> {
  const names = new Set<string>();
  for (const src of [...competitions.flatMap((c) => c.thumbnails), ...submissionPaths]) {
    const name = uploadName(src);
    if (name) names.add(name);
  }
  return names;
}

/** Removes the uploads older than `keepMs` that `referenced` does not name; returns how many. */
export async function pruneUnusedUploads(
  store: UploadStore,
  referenced: ReadonlySet<string>,
  { now = Date.now(), keepMs = KEEP_UNUSED_UPLOAD_MS }: { now?: number; keepMs?: number } = {},
): Promise<number> {
  let removed = 0;
  for (const name of await store.list()) {
    const age = now - uploadedAt(name);
    // A name made before names carried their time reads as a random time; one in the future has age < 0 and stays.
    if (referenced.has(name) || age < keepMs) continue;
    await store.remove(name);
    removed++;
  }
  return removed;
}
