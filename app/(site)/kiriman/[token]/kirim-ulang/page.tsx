import { initialFrom } from '@/components/organiser/initial';
import { SubmissionForm } from '@/components/organiser/submission-form';
import { prefillAvailable } from '@/lib/submissions/prefill';
import { ORGANISER_WORDS as W, STATUS_WORDS } from '@/lib/words/organiser';
import { FormPageFrame, ModeratorNote, submissionForPage, tokenPageMetadata, type TokenPageProps } from '../token-page';

export const dynamic = 'force-dynamic';

export const generateMetadata = tokenPageMetadata({ title: W.resubmitHeading, description: W.resubmitIntro }, '/kirim-ulang');

/**
 * After a rejection: a new submission that starts from the old one's fields (its contact details and posters were
 * erased with the rejection, so those are asked again). The reason stays in view while the organiser corrects.
 */
export default async function ResubmitPage(props: TokenPageProps) {
  const { submission: s } = await submissionForPage(props, 'kirim-ulang');
  return (
    <FormPageFrame heading={W.resubmitHeading} intro={W.resubmitIntro}>
      {s.note ? <ModeratorNote heading={STATUS_WORDS.reasonLabel} text={s.note} /> : null}
      <SubmissionForm aiPrefill={prefillAvailable()} initial={initialFrom(s.competition)} />
    </FormPageFrame>
  );
}
