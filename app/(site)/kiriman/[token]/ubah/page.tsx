import { initialFrom } from '@/components/organiser/initial';
import { SubmissionForm } from '@/components/organiser/submission-form';
import { ORGANISER_WORDS as W } from '@/lib/words/organiser';
import { FormPageFrame, ModeratorNote, submissionForPage, tokenPageMetadata, type TokenPageProps } from '../token-page';

export const dynamic = 'force-dynamic';

export const generateMetadata = tokenPageMetadata({ title: W.reviseHeading, description: W.reviseIntro }, '/ubah');

/**
 * "Perlu perubahan": the organiser edits the submission itself (fields and posters), not only answers in a box. The
 * same form, filled with the submission; its uploaded posters stay unless new ones are chosen.
 */
export default async function ReviseSubmissionPage(props: TokenPageProps) {
  const { token, submission: s } = await submissionForPage(props, 'ubah');
  return (
    <FormPageFrame heading={W.reviseHeading} intro={W.reviseIntro}>
      {s.note ? <ModeratorNote text={s.note} /> : null}
      <SubmissionForm
        aiPrefill={false}
        revision={token}
        initial={initialFrom(s.competition)}
        currentPosters={s.uploads.length ? <p className="text-slate-800">{W.postersInUse(s.uploads.length)}</p> : undefined}
      />
    </FormPageFrame>
  );
}
