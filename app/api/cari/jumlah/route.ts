import 'server-only';
import { publicRoute } from '@/lib/api/route';
import { todayInJakarta } from '@/lib/competitions/dates';
import { getCatalog, searchCatalog } from '@/lib/data/catalog';
import { queryRecord } from '@/lib/data/list-query';
import { hasSearchCriteria, parseSearchFilters } from '@/lib/search/params';
import { parseSearchSort } from '@/lib/search/sort';

/**
 * How many competitions /search would list for this query string (the same parameters, read the same way): the
 * Filter sheet's "Tampilkan N lomba" as the visitor changes a choice. Nothing chosen counts the whole list, as the
 * filter counts do. Cached by shared caches like a search page.
 */
export const GET = publicRoute({}, async ({ req }) => {
  const params = queryRecord(new URL(req.url).searchParams);
  const filters = parseSearchFilters(params);
  const sort = parseSearchSort(Array.isArray(params.sort) ? params.sort[0] : params.sort, Boolean(filters.q));
  const catalog = await getCatalog();
  const count = hasSearchCriteria(filters) ? searchCatalog(catalog, filters, sort, todayInJakarta()).length : catalog.items.length;
  return Response.json({ count }, { headers: { 'Cache-Control': 'public, s-maxage=30, stale-while-revalidate=300' } });
});
