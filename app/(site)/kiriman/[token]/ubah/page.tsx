import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { initialFrom } from '@/components/organiser/initial';
import { SubmissionForm } from '@/components/organiser/submission-form';
import { pageMetadata } from '@/lib/seo';
import { getSubmissionStore } from '@/lib/submissions';
import { byStatusToken } from '@/lib/submissions/moderate';
import { ORGANISER_WORDS as W } from '@/lib/words/organiser';

type Props = { params: Promise<{ token: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  return pageMetadata({ title: W.reviseHeading, description: W.reviseIntro, path: `/kiriman/${token}/ubah`, noIndex: true });
}

/**
 * "Perlu perubahan": the organiser edits the submission itself (fields and posters), not only answers in a box. The
 * same form, filled with the submission; its uploaded posters stay unless new ones are chosen.
 */
export default async function ReviseSubmissionPage({ params }: Props) {
  const { token } = await params;
  const s = await byStatusToken(getSubmissionStore(), token);
  if (!s || s.state !== 'changes' || !s.organiser) notFound();
  return (
    <div className="mx-auto max-w-3xl space-y-4 rounded-2xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8">
      <h1 className="text-2xl font-extrabold text-slate-900">{W.reviseHeading}</h1>
      <p className="text-slate-700">{W.reviseIntro}</p>
      {s.note ? (
        <section className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="whitespace-pre-line text-amber-950">{s.note}</p>
        </section>
      ) : null}
      <SubmissionForm
        aiPrefill={false}
        revision={token}
        initial={initialFrom(s.competition)}
        currentPosters={s.uploads.length ? <p className="text-slate-800">{W.postersInUse(s.uploads.length)}</p> : undefined}
      />
    </div>
  );
}
