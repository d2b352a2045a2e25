import { LinkifyIt } from 'linkify-it';

type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean };

/**
 * Organisers write links the way people type them: `bit.ly/daftar`, `wa.me/62812...`, `www.x.id`, `panitia@x.id`.
 * linkify-it finds those as well as full URLs (fuzzy links on known top-level domains, every two-letter country
 * code among them, and e-mail addresses). A few newer domains organisers use are added to its list.
 */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true })
  .tlds(['xyz', 'online', 'site', 'tech', 'app', 'dev', 'link', 'store', 'event', 'school'], true)
  .add('ftp:', null)
  .add('//', null);

/** Only these end up in an href: no `javascript:`, no protocol-relative `//host`, no `ftp:`. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/** Plain text split into text and links; nothing else in the text is interpreted. */
export function linkifyText(text: string): TextPart[] {
  const matches = linkify.match(text) ?? [];
  const parts: TextPart[] = [];
  let at = 0;
  const pushText = (t: string) => {
    if (!t) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += t;
    else parts.push({ kind: 'text', text: t });
  };
  for (const m of matches) {
    pushText(text.slice(at, m.index));
    if (SAFE_HREF.test(m.url)) parts.push({ kind: 'link', text: m.raw, href: m.url, external: !/^mailto:/i.test(m.url) });
    else pushText(m.raw);
    at = m.lastIndex;
  }
  pushText(text.slice(at));
  return parts;
}
