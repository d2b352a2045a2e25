import type { CompetitionInput } from '@/lib/competitions/schema';
import { QUEUE_WORDS } from '@/lib/words/organiser';
import { AdminApiError } from './api';

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      cache: 'no-store',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AdminApiError(0, QUEUE_WORDS.actionFailed);
  }
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const fields = answer.fields && typeof answer.fields === 'object' ? (answer.fields as Record<string, string>) : {};
    throw new AdminApiError(res.status, typeof answer.error === 'string' ? answer.error : QUEUE_WORDS.actionFailed, fields);
  }
  return answer;
}

const itemUrl = (id: string) => `/api/admin/kiriman/${encodeURIComponent(id)}`;

/** "In review"; for a correction, the live competition's version to publish over. */
export async function startReviewRequest(id: string): Promise<{ baseVersion?: string }> {
  const answer = await post(itemUrl(id), { action: 'review' });
  return typeof answer.baseVersion === 'string' ? { baseVersion: answer.baseVersion } : {};
}

export const rejectRequest = (id: string, note: string) => post(itemUrl(id), { action: 'reject', note });
export const changesRequest = (id: string, note: string) => post(itemUrl(id), { action: 'changes', note });
export const publishRequest = (id: string, competition: CompetitionInput, baseVersion?: string) =>
  post(`${itemUrl(id)}/terbitkan`, { competition, ...(baseVersion ? { baseVersion } : {}) });

/** Uploads posters (files or a pasted image) for the editor; resolves with their site paths. */
export async function uploadPostersRequest(files: readonly Blob[]): Promise<string[]> {
  const data = new FormData();
  for (const f of files) data.append('poster', f);
  let res: Response;
  try {
    res = await fetch('/api/admin/unggahan', { method: 'POST', body: data, headers: { Accept: 'application/json' } });
  } catch {
    throw new AdminApiError(0, QUEUE_WORDS.actionFailed);
  }
  const answer = (await res.json().catch(() => ({}))) as { paths?: string[]; error?: string };
  if (!res.ok || !answer.paths) throw new AdminApiError(res.status, answer.error ?? QUEUE_WORDS.actionFailed);
  return answer.paths;
}
