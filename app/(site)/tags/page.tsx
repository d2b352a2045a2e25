import type { Metadata } from 'next';
import Link from 'next/link';
import { Sidebar } from '@/components/layout/sidebar';
import { TwoColumn } from '@/components/layout/two-column';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { ErrorBox } from '@/components/ui/notices';
import { getCatalog } from '@/lib/data/catalog';
import { pageMetadata } from '@/lib/seo';
import { DATA_MESSAGES } from '@/lib/words/errors';
import { StaticHtml } from '@/components/ui/static-html';
import { TAGS_WORDS } from '@/lib/words/browse';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const { tagsSorted } = await getCatalog();
  return pageMetadata({
    title: TAGS_WORDS.title,
    description: tagsSorted.join(', ').slice(0, 150) || TAGS_WORDS.description,
    path: '/tags',
  });
}

export default async function TagsPage() {
  const catalog = await getCatalog();
  return (
    <TwoColumn sidebar={<Sidebar catalog={catalog} />}>
      <BreadcrumbJsonLd crumbs={[{ name: TAGS_WORDS.crumb, path: '/tags' }]} />
      <h1 className="mb-6 text-3xl font-extrabold text-slate-900">{TAGS_WORDS.title}</h1>
      {catalog.error ? <ErrorBox message={DATA_MESSAGES.loadFailed} /> : null}
      {/* Links only: kept as the server's HTML (StaticHtml), no element hydrated; one short class (globals.css) for the
          hundreds of them, which the inline payload repeats. */}
      <StaticHtml as="ul" className="flex flex-wrap gap-2">
        {catalog.tagsSorted.map((t) => (
          <li key={t}>
            <Link prefetch={false} href={`/search?tag=${encodeURIComponent(t)}`} className="tag-link">
              {`#${t}`}
            </Link>
          </li>
        ))}
      </StaticHtml>
    </TwoColumn>
  );
}
