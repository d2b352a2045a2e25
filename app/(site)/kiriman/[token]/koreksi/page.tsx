import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PosterPicture } from '@/components/competition/poster-picture';
import { initialFrom } from '@/components/organiser/initial';
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

/**
 * A correction of a published competition: the same form, filled with the live listing and showing its posters,
 * which stay unless new ones are chosen; a new review follows.
 */
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
    </div>
  );
}
