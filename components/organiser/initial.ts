import type { CompetitionInput } from '@/lib/competitions/schema';
import { isUploadPath } from '@/lib/uploads/path';
import type { SubmissionInitial } from './submission-form';

/**
 * The "Kirim Lomba" form's values from a competition (a live listing, or a submission's own copy): what a
 * correction, a revision and a new submission after a rejection start from. Uploaded posters are not links.
 */
export function initialFrom(
  c: CompetitionInput,
  organiser?: { name: string; email: string; organisation: string } | null,
): SubmissionInitial {
  return {
    ...(organiser ? { name: organiser.name, email: organiser.email, organisation: organiser.organisation } : {}),
    title: c.title,
    description: c.description,
    registration_start: c.registration.start,
    registration_end: c.registration.end,
    categories: c.categories,
    tags: c.tags.join(', '),
    registration_url: c.registration_url,
    poster_links: c.thumbnails.filter((t) => !isUploadPath(t) && /^https?:/.test(t)).join('\n'),
    fee_type: c.fee?.type ?? '',
    fee_amount: c.fee?.type === 'paid' && c.fee.amount !== undefined ? String(c.fee.amount) : '',
    prize_total: c.prize?.total !== undefined ? String(c.prize.total) : '',
    prize_text: c.prize?.text ?? '',
    mode: c.mode ?? '',
    city: c.location?.city ?? '',
    province: c.location?.province ?? '',
  };
}
