import 'server-only';
import { revalidatePath } from 'next/cache';
import { announceChange, type SharedEdit } from '@/lib/cache/shared-changes.mjs';
import { closingSoon } from '@/lib/competitions/closing-soon';
import { todayInJakarta } from '@/lib/competitions/dates';
import { pageSlice, totalPagesFor } from '@/lib/competitions/paginate';
import type { Catalog } from '@/lib/data/catalog';
import { sidebarPicks } from '@/lib/data/sidebar-picks';
import { allFactCounts } from '@/lib/search/filter-counts';

/*
 * Which cached pages a write makes stale. Every page that shows competitions is, except the home page when what it
 * shows did not change: it is by far the most requested page, and rendering it again after every save of a
 * competition that is not on it (most saves, in a list of thousands) only costs every visitor meanwhile. The other
 * pages are rendered again on their next visit, each seldom.
 */

/**
 * The route segments whose cached pages show competitions, other than the home page, by their place in app/ (route
 * groups included, as revalidatePath wants them); each is revalidated as a layout, so every page under it goes.
 * revalidate.test.ts checks that every route reading the data is under one of them.
 */
export const DATA_SEGMENTS = [
  '/(site)/halaman',
  '/(site)/berita',
  '/(site)/cari',
  '/(site)/search',
  '/(site)/tags',
  '/(site)/arsip',
  '/sitemap.xml',
  '/sitemaps',
  '/feed.xml',
  '/kalender.ics',
] as const;

/**
 * Everything the home page renders from the catalog (components/competition/home-listing.tsx): its cards, the
 * page count, the "Segera Ditutup" block, the filters' counts, the sidebar and the last read's error. Items are
 * compared by identity (an edit replaces the object), the counts by value.
 */
function homeView(catalog: Pick<Catalog, 'items' | 'error'>): readonly unknown[] {
  const { featured, recent, tags } = sidebarPicks(catalog.items);
  const today = todayInJakarta();
  const soon = closingSoon(catalog.items, today);
  return [
    catalog.error,
    totalPagesFor(catalog.items.length),
    ...pageSlice(catalog.items, 1),
    soon.total,
    ...soon.items,
    JSON.stringify(allFactCounts(catalog.items, today)),
    featured,
    ...recent,
    ...tags,
  ];
}

const sameView = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

/**
 * After a write: every page that shows competitions, the home page only when its view changed (or when either
 * catalog is not known). The sidebar is on the home page too, so a change to it always reaches every page.
 */
export function revalidateAfterWrite(before?: Catalog, after?: Catalog, written?: { head: string; edit?: SharedEdit }): void {
  const segments: readonly string[] = before && after && sameView(homeView(before), homeView(after)) ? DATA_SEGMENTS : ['/'];
  // Several instances: tell the others now, not when this request ends, with the edit itself, so an instance one
  // write behind applies it instead of reading the file again (lib/cache/shared-changes.mjs).
  void announceChange(
    segments.map((s) => `_N_T_${s === '/' ? '' : s}/layout`),
    written ? { head: written.head, edit: written.edit } : {},
  );
  try {
    for (const segment of segments) revalidatePath(segment, 'layout');
  } catch (e) {
    // Outside a request (scripts, tests) there is nothing to revalidate; the write itself succeeded.
    console.warn('[data] revalidate skipped:', e instanceof Error ? e.message : e);
  }
}
