import type { Metadata } from 'next';
import { SavedList } from '@/components/competition/saved-list';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo';

const title = 'Lomba Tersimpan';
const path = '/tersimpan';

export const metadata: Metadata = pageMetadata({
  title,
  description: 'Daftar lomba yang kamu simpan di browser ini, lengkap dengan batas pendaftarannya.',
  path,
  noIndex: true,
});

export default function SavedPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <BreadcrumbJsonLd crumbs={[{ name: title, path }]} />
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 mb-6 text-slate-700">
        Lomba yang kamu simpan tersimpan di browser ini saja, tanpa perlu masuk akun. Pantau batas pendaftarannya di sini.
      </p>
      <SavedList />
    </div>
  );
}
