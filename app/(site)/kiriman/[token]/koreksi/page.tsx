import { notFound } from 'next/navigation';
import { PosterPicture } from '@/components/competition/poster-picture';
import { initialFrom } from '@/components/organiser/initial';
import { SubmissionForm } from '@/components/organiser/submission-form';
import { ORGANISER_WORDS as W } from '@/lib/words/organiser';
import { FormPageFrame, submissionForPage, tokenPageMetadata, type TokenPageProps } from '../token-page';

export const dynamic = 'force-dynamic';

export const generateMetadata = tokenPageMetadata({ title: W.correctionHeading, description: W.correctionIntro }, '/koreksi');

/**
 * A correction of a published competition: the same form, filled with the live listing and showing its posters,
 * which stay unless new ones are chosen; a new review follows.
 */
export default async function CorrectionPage(props: TokenPageProps) {
  const { token, submission: s, live } = await submissionForPage(props, 'koreksi');
  // Opened only with its live listing (lib/submissions/token-pages.ts).
  if (!live) notFound();
  return (
    <FormPageFrame heading={W.correctionHeading} intro={W.correctionIntro}>
      <SubmissionForm
        aiPrefill={false}
        correction={token}
        // Its posters stay unless new ones (files or links) are given: the links field starts empty.
        initial={{ ...initialFrom(live, s.organiser), poster_links: '' }}
        currentPosters={
          live.thumbnails.length ? (
            <ul className="flex flex-wrap gap-2">
              {live.thumbnails.map((src, i) => (
                <li key={src} className="w-20 overflow-hidden rounded-lg ring-1 ring-slate-200">
                  <PosterPicture src={src} slot="thumb" alt={`${W.currentPosters} ${i + 1}`} className="aspect-[4/5] w-full object-cover" />
                </li>
              ))}
            </ul>
          ) : undefined
        }
      />
    </FormPageFrame>
  );
}
