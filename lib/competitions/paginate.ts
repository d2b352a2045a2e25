export const PAGE_SIZE = 16;
export const SIBLING_COUNT = 1;
export const DOTS = 'dots' as const;
type PageItem = number | typeof DOTS;

/** `?page=abc`, `-1`, `0` mean 1; beyond the last page means the last page. */
export function clampPage(raw: string | string[] | undefined | null, totalPages: number): number {
  const v = Array.isArray(raw) ? raw[0] : raw;
  const n = v && /^\d{1,9}$/.test(v.trim()) ? Number(v) : 1;
  return Math.min(Math.max(1, n), Math.max(1, totalPages));
}

export function totalPagesFor(count: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number = PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Page numbers with ellipses: every page when there are at most 6; otherwise the first page, a window of
 * one sibling each side of the current page and the last page, or the first/last block of 5 near an end.
 */
export function paginationRange(currentPage: number, total: number, siblings: number = SIBLING_COUNT): PageItem[] {
  const shown = siblings + 5;
  if (total <= shown) return range(1, Math.max(total, 0));
  const current = Math.min(Math.max(1, Math.trunc(currentPage) || 1), total);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, total);
  const leftDots = left > 2;
  const rightDots = right < total - 2;
  const block = 3 + 2 * siblings;
  if (!leftDots && rightDots) return [...range(1, block), DOTS, total];
  if (leftDots && !rightDots) return [1, DOTS, ...range(total - block + 1, total)];
  return [1, DOTS, ...range(left, right), DOTS, total];
}
