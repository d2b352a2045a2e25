import type { Metadata } from 'next';
import { HomeListing } from '@/components/competition/home-listing';
import { clampPage, totalPagesFor } from '@/lib/competitions/paginate';
import { type Catalog, getCatalog } from '@/lib/data/catalog';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { HOME_WORDS } from '@/lib/words/browse';

// `/?page=N` is rewritten here (next.config.ts) so every page of the list is cached like the first one.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

/** Past the last page the list shows the last page: so do the title and the canonical link. */
async function pageOnShow(params: Props['params'], catalog: Catalog): Promise<number> {
  return clampPage((await params).page, totalPagesFor(catalog.items.length));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageOnShow(params, await getCatalog());
  return pageMetadata({ title: HOME_WORDS.pageTitle(page), description: site.description, path: page > 1 ? `/?page=${page}` : '/' });
}

export default async function HomePageN({ params }: Props) {
  const catalog = await getCatalog();
  return <HomeListing catalog={catalog} page={await pageOnShow(params, catalog)} />;
}
