/** Title lower-cased, accents stripped, spaces to hyphens, non-word characters removed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function competitionPath(c: { id: string; title: string }): string {
  const slug = slugify(c.title);
  return `/berita/${encodeURIComponent(c.id)}${slug ? `-${slug}` : ''}`;
}

/** The id is the part of the slug before the first hyphen. */
export function idFromSlug(slug: string): string {
  const decoded = safeDecode(slug);
  const i = decoded.indexOf('-');
  return i === -1 ? decoded : decoded.slice(0, i);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
