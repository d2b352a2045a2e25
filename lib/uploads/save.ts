import 'server-only';
import { checkPoster, UploadError } from './check';
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
  const saved: string[] = [];
  try {
    for (const poster of checked) {
      await store.put(poster.name, poster.bytes);
      saved.push(poster.name);
    }
  } catch (e) {
    console.error('[uploads] store failed:', e);
    await Promise.allSettled(saved.map((name) => store.remove(name)));
    throw new UploadError(UPLOAD_MESSAGES.storeFailed, 502);
  }
  return saved.map(uploadPath);
}

export { UploadError } from './check';
