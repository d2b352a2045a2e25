import type { Metadata } from 'next';
import { StaticPage } from '@/components/layout/static-page';
import { KirimLombaForm } from '@/components/organiser/kirim-lomba-form';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo';
import { prefillAvailable } from '@/lib/submissions/prefill';
import { ORGANISER_WORDS as W } from '@/lib/words/organiser';
import { NAV_WORDS } from '@/lib/words/visitor';

const path = '/kirim-lomba';

export const metadata: Metadata = pageMetadata({ title: NAV_WORDS.submit, description: W.pageDescription, path });

export default function SubmitCompetitionPage() {
  return (
    <>
      <BreadcrumbJsonLd crumbs={[{ name: NAV_WORDS.submit, path }]} />
      <StaticPage title={NAV_WORDS.submit}>
        <p>{W.intro}</p>
      </StaticPage>
      <KirimLombaForm
        aiPrefill={prefillAvailable()}
        className="mx-auto mt-4 max-w-3xl rounded-2xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8"
      />
    </>
  );
}
