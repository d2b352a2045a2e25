/**
 * The `page` parameter after the page on show: `page=1` is dropped and a number past the end (or not a number)
 * becomes the page shown, in place of the current history entry. Other parameters keep their exact spelling.
 */
export function pageParamFixed(search: string, page: number): string | null {
  const parts = search.replace(/^\?/, '').split('&').filter(Boolean);
  const isPage = (part: string) => part.split('=')[0] === 'page';
  if (!parts.some(isPage)) return null;
  const wanted = page > 1 ? `page=${page}` : null;
  const pages = parts.filter(isPage);
  if (pages.length === 1 && pages[0] === wanted) return null;
  let placed = false;
  const next = parts.flatMap((part) => {
    if (!isPage(part)) return [part];
    if (placed || !wanted) return [];
    placed = true;
    return [wanted];
  });
  return next.length ? `?${next.join('&')}` : '';
}
