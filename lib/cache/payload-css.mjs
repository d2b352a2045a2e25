// The stylesheet once per page, not twice. With `experimental.inlineCss` (next.config.ts) Next writes each stylesheet
// into the page's <head> as a <style>, and again into the page's inline payload (the `self.__next_f.push` scripts at
// the end of <body>) as a text row, for the browser's React to render the same <style>. In the browser that second
// copy has nothing left to do: React finds the <style> already in the document by its `data-href` and keeps it, and
// a later navigation in the browser brings its own payload, with its own copy, from the server (the RSC request,
// which this does not touch). Yet every page's download carried it: 70 KB decoded and 14 KB compressed, a fifth of
// `/`'s compressed HTML and over a third of `/tersimpan`'s (bench/RESULTS.md, "Issue 32: the stylesheet's second
// copy").
//
// So a page's HTML, as the cache keeps it, has that row emptied: `15:T112b9,<70 KB>` becomes `15:T0,`. Only a text
// row whose text is exactly a <style data-href> of the same page is emptied, and only when the whole row is inside
// one push; anything else (another Next version's format, a row split across two pushes) leaves the page as rendered.
//
// Plain JavaScript because the cache handler that calls it is imported by Next at run time, outside its bundles.

/** The escaping Next applies to a payload push (`htmlEscapeJsonString` in next/dist/shared/lib/htmlescape.js). */
const ESCAPES = /** @type {Record<string, string>} */ ({
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
});
const inPush = (/** @type {string} */ text) =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]);

/** Smaller stylesheets are not worth a search through the page. */
const MIN_CSS_CHARS = 1024;
const STYLE = /<style\b[^>]*\bdata-href="[^"]*"[^>]*>([\s\S]*?)<\/style>/g;
const PAYLOAD_START = 'self.__next_f.push([1,"';

/**
 * The page's HTML with the payload's copy of each inlined stylesheet emptied; the same string when there is none to
 * empty. @param {string} html
 */
export function dropPayloadCss(html) {
  const payloadAt = html.indexOf(PAYLOAD_START);
  if (payloadAt < 0) return html;
  let out = html;
  for (const [, css] of html.slice(0, payloadAt).matchAll(STYLE)) {
    if (css.length < MIN_CSS_CHARS) continue;
    // In a push, a text row is `<id>:T<byte length in hex>,<text>`.
    const header = `:T${Buffer.byteLength(css, 'utf8').toString(16)},`;
    const row = header + inPush(css);
    const at = out.indexOf(row, payloadAt);
    // Exactly one copy, or nothing is certain.
    if (at < 0 || out.indexOf(row, at + 1) >= 0) continue;
    // The row's id comes first (a row follows the one before it directly or after its "\n"). A row split across two
    // pushes has their script tags inside it, so it is not found whole and stays.
    if (!/[0-9a-f]$/.test(out[at - 1] ?? '')) continue;
    out = `${out.slice(0, at)}:T0,${out.slice(at + row.length)}`;
  }
  return out;
}
