import type { Metadata } from 'next';
import { SearchView, searchMetadata } from '@/components/search/search-view';

// Ordinary searches are sent to the cached /cari/[key] by proxy.ts; this renders the rest (very long queries) per request.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchParams);
}

export default async function SearchPage({ searchParams }: Props) {
  return <SearchView params={await searchParams} />;
}
