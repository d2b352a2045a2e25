import type { Metadata } from 'next';
import { SavedList } from '@/components/competition/saved-list';
import { RemindTrigger } from '@/components/reminders/remind-trigger';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo';
import { SAVED_WORDS } from '@/lib/words/browse';

const title = SAVED_WORDS.title;
const path = '/tersimpan';

export const metadata: Metadata = pageMetadata({
  title,
  description: SAVED_WORDS.pageDescription,
  path,
  noIndex: true,
});

export default function SavedPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <BreadcrumbJsonLd crumbs={[{ name: title, path }]} />
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 mb-6 text-slate-700">{SAVED_WORDS.intro}</p>
      {/* Room for the empty state the browser shows where nothing is saved (282 px at 390 px wide), so the footer does not
          move when it replaces "Memuat..." (a shift of 0.18 on a phone without it). */}
      <div className="min-h-72">
        <SavedList remind={<RemindTrigger target={{ kind: 'saved' }} variant="wide" />} />
      </div>
    </div>
  );
}
