import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { initialFrom } from '@/components/organiser/initial';
import { SubmissionForm } from '@/components/organiser/submission-form';
import { getAiConfig } from '@/lib/ai/config';
import { pageMetadata } from '@/lib/seo';
import { getSubmissionStore } from '@/lib/submissions';
import { byStatusToken } from '@/lib/submissions/moderate';
import { ORGANISER_WORDS as W, STATUS_WORDS } from '@/lib/words/organiser';

type Props = { params: Promise<{ token: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  return pageMetadata({ title: W.resubmitHeading, description: W.resubmitIntro, path: `/kiriman/${token}/kirim-ulang`, noIndex: true });
}

function aiConfigured(): boolean {
  try {
    return Boolean(getAiConfig().apiKey);
  } catch {
    return false;
  }
}

/**
 * After a rejection: a new submission that starts from the old one's fields (its contact details and posters were
 * erased with the rejection, so those are asked again). The reason stays in view while the organiser corrects.
 */
export default async function ResubmitPage({ params }: Props) {
  const { token } = await params;
  const s = await byStatusToken(getSubmissionStore(), token);
  if (!s || s.state !== 'rejected') notFound();
  return (
    <div className="mx-auto max-w-3xl space-y-4 rounded-2xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8">
      <h1 className="text-2xl font-extrabold text-slate-900">{W.resubmitHeading}</h1>
      <p className="text-slate-700">{W.resubmitIntro}</p>
      {s.note ? (
        <section className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h2 className="font-bold text-amber-900">{STATUS_WORDS.reasonLabel}</h2>
          <p className="mt-1 whitespace-pre-line text-amber-950">{s.note}</p>
        </section>
      ) : null}
      <SubmissionForm aiPrefill={aiConfigured()} initial={initialFrom(s.competition)} />
    </div>
  );
}
