import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SubmissionForm } from '@/components/organiser/submission-form';
import { getCatalog } from '@/lib/data/catalog';
import { pageMetadata } from '@/lib/seo';
import { getSubmissionStore } from '@/lib/submissions';
import { byStatusToken } from '@/lib/submissions/moderate';
import { ORGANISER_WORDS as W } from '@/lib/words/organiser';

type Props = { params: Promise<{ token: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  return pageMetadata({ title: W.correctionHeading, description: W.correctionIntro, path: `/kiriman/${token}/koreksi`, noIndex: true });
}

/** A correction of a published competition: the same form, filled with the live listing; a new review follows. */
export default async function CorrectionPage({ params }: Props) {
  const { token } = await params;
  const s = await byStatusToken(getSubmissionStore(), token);
  const live = s?.publishedId ? (await getCatalog()).byId.get(s.publishedId) : undefined;
  if (!s || !live) notFound();
  return (
    <div className="mx-auto max-w-3xl space-y-4 rounded-2xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8">
      <h1 className="text-2xl font-extrabold text-slate-900">{W.correctionHeading}</h1>
      <p className="text-slate-700">{W.correctionIntro}</p>
      <SubmissionForm
        aiPrefill={false}
        correction={token}
        initial={{
          name: s.organiser?.name,
          email: s.organiser?.email,
          organisation: s.organiser?.organisation,
          title: live.title,
          description: live.description,
          registration_start: live.registration.start,
          registration_end: live.registration.end,
          categories: live.categories,
          tags: live.tags.join(', '),
          registration_url: live.registration_url,
        }}
      />
    </div>
  );
}
