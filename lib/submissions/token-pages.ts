import 'server-only';
import type { Competition } from '@/lib/competitions/schema';
import { getCatalog } from '@/lib/data/catalog';
import { getSubmissionStore } from '.';
import { byStatusToken } from './moderate';
import type { Submission } from './schema';

/** The pages a status token opens, named by what follows `/kiriman/{token}` (the status page itself is ''). */
export type TokenPage = '' | 'ubah' | 'kirim-ulang' | 'koreksi';
const TOKEN_PAGES: ReadonlySet<string> = new Set<TokenPage>(['', 'ubah', 'kirim-ulang', 'koreksi']);

export function isTokenPage(name: string): name is TokenPage {
  return TOKEN_PAGES.has(name);
}

/** What a token page shows: the submission and, once published, its live listing. */
export type OpenedTokenPage = { submission: Submission; live?: Competition };

/** Whether `page` serves a submission in this state (the live listing given when it is published and still up). */
function serves(page: TokenPage, s: Submission, live: Competition | undefined): boolean {
  if (page === 'ubah') return s.state === 'changes' && Boolean(s.organiser);
  if (page === 'kirim-ulang') return s.state === 'rejected';
  if (page === 'koreksi') return live !== undefined;
  return true;
}

/**
 * What `/kiriman/{token}/{page}` opens, or null when the token opens no submission (malformed, unknown, or erased)
 * or the page does not serve its state: the page then answers 404 as an unknown address would, saying nothing about
 * which tokens exist. The pages and the proxy (which decides the 404 before the page streams) both ask here.
 */
export async function openTokenPage(token: string, page: TokenPage): Promise<OpenedTokenPage | null> {
  const submission = await byStatusToken(getSubmissionStore(), token);
  if (!submission) return null;
  const live = submission.publishedId ? (await getCatalog()).byId.get(submission.publishedId) : undefined;
  return serves(page, submission, live) ? { submission, live } : null;
}
