import Link from 'next/link';
import { buttonClass } from '@/components/admin/form-controls';
import { ConfirmEmailButton, ReplyForm, ResendConfirmation } from '@/components/organiser/status-actions';
import { ListingReach } from '@/components/organiser/listing-reach';
import { formatLongDate, toJakartaDate } from '@/lib/competitions/dates';
import { competitionPath } from '@/lib/competitions/slug';
import { getMailer } from '@/lib/submissions/mailer';
import { awaitingConfirmation } from '@/lib/submissions/moderate';
import { ORGANISER_WORDS, STATUS_WORDS as S, SUBMISSION_STATES } from '@/lib/words/organiser';
import { ModeratorNote, submissionForPage, tokenPageMetadata, type TokenPageProps } from './token-page';

type Props = TokenPageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export const generateMetadata = tokenPageMetadata({ title: S.pageTitle, description: S.heading }, '');

/** The organiser's private status page: the link is the only key (an unguessable token), and it is never indexed. */
export default async function SubmissionStatusPage(props: Props) {
  const { token, submission: s, live } = await submissionForPage(props, '');
  const confirm = (await props.searchParams).konfirmasi;
  const waitingForConfirmation = awaitingConfirmation(s);
  return (
    <article className="mx-auto max-w-3xl space-y-5 rounded-2xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8">
      <h1 className="text-2xl font-extrabold text-slate-900">{S.heading}</h1>
      {s.correctionOf ? <p className="text-sm font-semibold text-slate-600">{S.correctionOf}</p> : null}
      <p className="text-lg font-semibold text-slate-900">{s.competition.title}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
        <dt className="font-semibold">{S.stateLabel}</dt>
        <dd>
          <strong>{SUBMISSION_STATES[s.state]}</strong>
        </dd>
        <dt className="font-semibold">{S.submittedAt}</dt>
        <dd>{formatLongDate(toJakartaDate(s.createdAt))}</dd>
      </dl>
      {waitingForConfirmation && typeof confirm === 'string' ? <ConfirmEmailButton token={token} confirm={confirm} /> : null}
      {waitingForConfirmation && typeof confirm !== 'string' ? <p className="text-slate-700">{S.unconfirmed}</p> : null}
      {waitingForConfirmation && typeof confirm !== 'string' && s.organiser && getMailer() ? (
        <ResendConfirmation token={token} email={s.organiser.email} />
      ) : null}
      {s.note && (s.state === 'rejected' || s.state === 'changes') ? (
        <ModeratorNote heading={s.state === 'rejected' ? S.reasonLabel : S.noteLabel} text={s.note} />
      ) : null}
      {s.state === 'changes' ? (
        <section className="space-y-3">
          <p>
            <Link href={`/kiriman/${token}/ubah`} className={`${buttonClass.primary} no-underline`}>
              {S.reviseLink}
            </Link>
          </p>
          <p className="text-slate-700">{S.orReply}</p>
          <ReplyForm token={token} />
        </section>
      ) : null}
      {s.state === 'rejected' ? (
        <p>
          <Link href={`/kiriman/${token}/kirim-ulang`} className="font-semibold text-brand-700 underline">
            {ORGANISER_WORDS.resubmitHeading}
          </Link>
        </p>
      ) : null}
      {s.reply && s.state !== 'changes' ? (
        <section>
          <h2 className="font-bold text-slate-900">{S.yourReply}</h2>
          <p className="mt-1 whitespace-pre-line text-slate-800">{s.reply}</p>
        </section>
      ) : null}
      {s.state === 'published' && live ? (
        <p className="flex flex-wrap gap-3">
          <Link href={competitionPath(live)} className="font-semibold text-brand-700 underline">
            {S.viewListing}
          </Link>
          <Link href={`/kiriman/${token}/koreksi`} className="font-semibold text-brand-700 underline">
            {ORGANISER_WORDS.correctionHeading}
          </Link>
        </p>
      ) : null}
      {s.state === 'published' && live ? <ListingReach competition={live} /> : null}
    </article>
  );
}
