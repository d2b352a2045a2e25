import { RedirectToSitemap } from '@/components/layout/redirect-to-sitemap';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: 'Sitemap', description: 'Peta situs semua halaman lomba.', path: '/sitemap' });

export default function SitemapPage() {
  return (
    <div className="py-16 text-center">
      <p className="text-lg text-slate-700" role="status">
        Mengarahkan ke sitemap...
      </p>
      <p className="mt-2 text-sm">
        <a href="/sitemap.xml" className="text-brand-700 underline">
          Buka sitemap.xml
        </a>
      </p>
      <RedirectToSitemap />
    </div>
  );
}
