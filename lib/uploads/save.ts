import 'server-only';
import { type CheckedPoster, checkPoster, UploadError } from './check';
import { getUploadStore, type UploadStore } from './index';
import { uploadPath } from './path';
import { UPLOAD_MESSAGES } from '@/lib/words/organiser';

/**
 * Checks every file first, then stores them, so a bad file among good ones stores nothing. Returns the site paths.
 * Conversions run one after another: at most one decoded poster is in memory at a time.
 */
export async function savePosters(files: readonly Blob[], store: UploadStore = getUploadStore()): Promise<string[]> {
  const checked = [];
  for (const file of files) checked.push(await checkPoster(new Uint8Array(await file.arrayBuffer())));
  return (await storeCheckedPosters(checked, store)).map(uploadPath);
}

/**
 * Stores checked posters all or none: when one fails, those already stored are removed and UploadError (502) is
 * thrown. Returns the stored file names (uploadPath makes them site paths).
 */
export async function storeCheckedPosters(posters: readonly CheckedPoster[], store: UploadStore): Promise<string[]> {
  const saved: string[] = [];
  try {
    for (const poster of posters) {
      await store.put(poster.name, poster.bytes);
      saved.push(poster.name);
    }
  } catch (e) {
    console.error('[uploads] store failed:', e);
    await Promise.allSettled(saved.map((name) => store.remove(name)));
    throw new UploadError(UPLOAD_MESSAGES.storeFailed, 502);
  }
  return saved;
}

export { UploadError } from './check';
