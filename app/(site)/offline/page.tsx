import type { Metadata } from 'next';
import Link from 'next/link';
import { pageMetadata } from '@/lib/seo';
import { OFFLINE_UI } from '@/lib/words/offline';

export const metadata: Metadata = pageMetadata({
  title: OFFLINE_UI.pageTitle,
  description: OFFLINE_UI.pageText,
  path: '/offline',
  noIndex: true,
});

/** What the service worker shows for a page never opened on this device while there is no connection. */
export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="text-2xl font-extrabold text-slate-900">{OFFLINE_UI.pageTitle}</h1>
      <p className="mt-3 text-slate-700">{OFFLINE_UI.pageText}</p>
      <Link href="/tersimpan" className="mt-5 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {OFFLINE_UI.savedLink}
      </Link>
    </div>
  );
}
