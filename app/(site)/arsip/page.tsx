import type { Metadata } from 'next';
import { ArchiveListing } from '@/components/competition/archive-listing';
import { closedCompetitions } from '@/lib/competitions/archive';
import { todayInJakarta } from '@/lib/competitions/dates';
import { getCatalog } from '@/lib/data/catalog';
import { pageMetadata } from '@/lib/seo';
import { ARCHIVE_WORDS } from '@/lib/words/listing';

export const revalidate = 60;

export function generateMetadata(): Metadata {
  return pageMetadata({ title: ARCHIVE_WORDS.title, description: ARCHIVE_WORDS.description, path: '/arsip' });
}

export default async function ArchivePage() {
  const catalog = await getCatalog();
  return <ArchiveListing catalog={catalog} closed={closedCompetitions(catalog.items, todayInJakarta())} page={1} />;
}
