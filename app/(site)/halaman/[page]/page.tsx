import type { Metadata } from 'next';
import { HomeListing } from '@/components/competition/home-listing';
import { clampPage, totalPagesFor } from '@/lib/competitions/paginate';
import { getCatalog } from '@/lib/data/catalog';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

// `/?page=N` is rewritten here (next.config.ts) so every page of the list is cached like the first one.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Past the last page the list shows the last page: so do the title and the canonical link.
  const page = clampPage((await params).page, totalPagesFor((await getCatalog()).items.length));
  return pageMetadata({ title: `Daftar Lomba - Halaman ${page}`, description: site.description, path: page > 1 ? `/?page=${page}` : '/' });
}

export default async function HomePageN({ params }: Props) {
  const page = clampPage((await params).page, Number.MAX_SAFE_INTEGER);
  return <HomeListing catalog={await getCatalog()} page={page} />;
}
