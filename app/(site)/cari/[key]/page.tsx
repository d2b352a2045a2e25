import type { Metadata } from 'next';
import { SearchView, searchMetadata } from '@/components/search/search-view';
import { NotFoundInPlace } from '@/components/ui/not-found-in-place';
import { paramsFromCacheKey } from '@/lib/search/cache-key';
import { NOT_FOUND } from '@/lib/words/visitor';
import SiteNotFound from '../../not-found';

// proxy.ts rewrites `/search?...` here under a key for its canonical query (the canonical link still names the
// /search URL), so each search result page is rendered once and then served from the page cache (and may be kept
// by a shared cache) like the home page.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ key: string }> };

/** The search a key names; null for a key that names none, whose page is not found (components/ui/not-found-in-place.tsx). */
async function paramsOf(props: Props) {
  return paramsFromCacheKey((await props.params).key);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const params = await paramsOf(props);
  return params ? searchMetadata(params) : { title: NOT_FOUND.title, robots: { index: false } };
}

export default async function CachedSearchPage(props: Props) {
  const params = await paramsOf(props);
  if (!params) {
    return (
      <NotFoundInPlace>
        <SiteNotFound />
      </NotFoundInPlace>
    );
  }
  return <SearchView params={params} />;
}
