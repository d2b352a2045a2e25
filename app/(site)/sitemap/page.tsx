import { RedirectToSitemap } from '@/components/layout/redirect-to-sitemap';
import { pageMetadata } from '@/lib/seo';
import { LAYOUT_WORDS } from '@/lib/words/visitor';

export const metadata = pageMetadata({ title: 'Sitemap', description: LAYOUT_WORDS.sitemapDescription, path: '/sitemap' });

export default function SitemapPage() {
  return (
    <div className="py-16 text-center">
      <p className="text-lg text-slate-700" role="status">
        {LAYOUT_WORDS.sitemapRedirect}
      </p>
      <p className="mt-2 text-sm">
        <a href="/sitemap.xml" className="text-brand-700 underline">
          {LAYOUT_WORDS.sitemapOpen}
        </a>
      </p>
      <RedirectToSitemap />
    </div>
  );
}
