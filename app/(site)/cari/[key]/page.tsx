import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchView, searchMetadata } from '@/components/search/search-view';
import { paramsFromCacheKey } from '@/lib/search/cache-key';

// proxy.ts rewrites `/search?...` here under a key for its canonical query (the canonical link still names the
// /search URL), so each search result page is rendered once and then served from the page cache (and may be kept
// by a shared cache) like the home page.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ key: string }> };

async function paramsOf(props: Props) {
  const params = paramsFromCacheKey((await props.params).key);
  if (!params) notFound();
  return params;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return searchMetadata(await paramsOf(props));
}

export default async function CachedSearchPage(props: Props) {
  return <SearchView params={await paramsOf(props)} />;
}
