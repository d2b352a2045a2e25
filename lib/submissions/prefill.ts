import 'server-only';
import { getAiConfig } from '@/lib/ai/config';
import { extractCompetitions } from '@/lib/ai/extract';
import type { Limiter } from '@/lib/shared/limiter';
import { checkPoster, UploadError } from '@/lib/uploads/check';
import { uploadPath } from '@/lib/uploads/path';
import { ORGANISER_WORDS, SUBMISSION_MESSAGES } from '@/lib/words/organiser';
import { POW_FIELD } from './form';
import type { ProofOfWork } from './pow';
import { SubmissionError } from './submit';

/** The model reads the one poster it is given; without a prompt the extractor would search the web first. */
const PREFILL_PROMPT = 'Baca poster lomba yang dilampirkan dan isi data satu lomba itu saja dari isi poster. Jangan mencari lomba lain.';

type PrefillValues = Record<string, string | string[]>;

/** Whether the form offers "Isi otomatis dari poster": the AI has a key, and settings that cannot be read count as none. */
export function prefillAvailable(): boolean {
  try {
    return Boolean(getAiConfig().apiKey);
  } catch {
    return false;
  }
}

/**
 * "Isi otomatis dari poster": the organiser's first poster, checked like an upload (and not stored), read by the
 * admin's AI extractor; the first competition it finds becomes the form's values, for the organiser to correct.
 * Guarded like a submission: a proof of work used once and a limit per address.
 */
export async function prefillFromPoster(
  form: FormData,
  address: string,
  deps: { pow: ProofOfWork; limiter: Limiter },
): Promise<PrefillValues> {
  const config = getAiConfig();
  if (!config.apiKey) throw new SubmissionError(503, ORGANISER_WORDS.aiPrefillFailed);
  const payload = form.get(POW_FIELD);
  const pow = await deps.pow.verify(typeof payload === 'string' ? payload : '');
  if (pow !== 'ok')
    throw new SubmissionError(403, pow === 'reused' ? SUBMISSION_MESSAGES.reusedChallenge : SUBMISSION_MESSAGES.badChallenge);
  if (!(await deps.limiter.admit([`prefill:addr:${address}`])).ok) throw new SubmissionError(429, SUBMISSION_MESSAGES.tooMany);
  const file = form.get('poster');
  if (!file || typeof file === 'string') throw new SubmissionError(422, ORGANISER_WORDS.aiPrefillNeedsPoster);
  let poster;
  try {
    poster = await checkPoster(new Uint8Array(await file.arrayBuffer()));
  } catch (e) {
    if (e instanceof UploadError) throw new SubmissionError(422, e.message, { posters: e.message });
    throw e;
  }
  let items;
  try {
    ({ items } = await extractCompetitions(
      { urls: [uploadPath(poster.name)], prompt: PREFILL_PROMPT },
      { apiKey: config.apiKey, baseUrl: config.baseUrl, allowHosts: config.allowHosts, readUpload: async () => poster.bytes },
    ));
  } catch (e) {
    console.error('[submissions] AI pre-fill failed:', e);
    throw new SubmissionError(502, ORGANISER_WORDS.aiPrefillFailed);
  }
  const c = items[0];
  if (!c) throw new SubmissionError(502, ORGANISER_WORDS.aiPrefillFailed);
  return {
    title: c.title,
    description: c.description,
    registration_start: c.registration.start,
    registration_end: c.registration.end,
    categories: c.categories,
    tags: c.tags.join(', '),
    ...(c.registration_url ? { registration_url: c.registration_url } : {}),
  };
}
