type AddThumbnailResult =
  { status: 'added'; list: readonly string[] } | { status: 'duplicate' | 'empty' | 'invalid'; list: readonly string[] };

/** Adds a typed thumbnail URL: it must parse as an http(s) URL; duplicates are ignored. */
export function addThumbnail(list: readonly string[], raw: string): AddThumbnailResult {
  const text = raw.trim();
  if (!text) return { status: 'empty', list };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { status: 'invalid', list };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { status: 'invalid', list };
  if (list.includes(text)) return { status: 'duplicate', list };
  return { status: 'added', list: [...list, text] };
}
