import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { ArchiveListing, archivePath } from '@/components/competition/archive-listing';
import { NotFoundInPlace } from '@/components/ui/not-found-in-place';
import { ARCHIVE_PAGE_SIZE, closedCompetitions } from '@/lib/competitions/archive';
import { todayInJakarta } from '@/lib/competitions/dates';
import { totalPagesFor } from '@/lib/competitions/paginate';
import { getCatalog } from '@/lib/data/catalog';
import { pageMetadata } from '@/lib/seo';
import { ARCHIVE_WORDS } from '@/lib/words/listing';
import { NOT_FOUND } from '@/lib/words/visitor';
import SiteNotFound from '../../not-found';

export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

/** Page N of the archive (2 and up); page 1 is /arsip itself, anything that is not a page number (null) is not found. */
async function pageNumber(params: Props['params']): Promise<number | null> {
  const raw = (await params).page;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageNumber(params);
  if (page === null) return { title: NOT_FOUND.title, robots: { index: false } };
  return pageMetadata({ title: ARCHIVE_WORDS.pageTitle(page), description: ARCHIVE_WORDS.description, path: archivePath(page) });
}

export default async function ArchivePageN({ params }: Props) {
  const page = await pageNumber(params);
  if (page === null) {
    return (
      <NotFoundInPlace>
        <SiteNotFound />
      </NotFoundInPlace>
    );
  }
  if (page === 1) permanentRedirect('/arsip');
  const catalog = await getCatalog();
  const closed = closedCompetitions(catalog.items, todayInJakarta());
  const last = totalPagesFor(closed.length, ARCHIVE_PAGE_SIZE);
  if (page > last) permanentRedirect(archivePath(last));
  return <ArchiveListing catalog={catalog} closed={closed} page={page} />;
}
