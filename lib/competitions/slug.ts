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

/**
 * The competition a slug names. The id is the part before the first hyphen; a hand-edited id that itself holds
 * hyphens is found by trying the longer prefixes too.
 */
export function findBySlug<T>(byId: ReadonlyMap<string, T>, slug: string): T | undefined {
  const direct = byId.get(idFromSlug(slug));
  if (direct) return direct;
  const decoded = safeDecode(slug);
  for (let i = decoded.indexOf('-', decoded.indexOf('-') + 1); i !== -1; i = decoded.indexOf('-', i + 1)) {
    const hit = byId.get(decoded.slice(0, i));
    if (hit) return hit;
  }
  return byId.get(decoded);
}
