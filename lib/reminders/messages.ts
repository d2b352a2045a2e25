import { formatLongDate } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';
import { competitionPath } from '@/lib/competitions/slug';
import { REMINDER_TEXT } from '@/lib/words/reminders';
import type { Kind } from './schedule';
import type { Subscription } from './types';

/** What reminders say, by push and by e-mail, and the links they carry. */

export type SiteInfo = { url: string; name: string };

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The RFC 8058 one-click address (POST only) and the page a person opens from the visible link. */
function unsubscribeUrls(site: SiteInfo, sub: Pick<Subscription, 'id'>) {
  const id = encodeURIComponent(sub.id);
  return { oneClick: `${site.url}/api/pengingat/berhenti?id=${id}`, page: `${site.url}/pengingat/berhenti?id=${id}` };
}

function confirmUrl(site: SiteInfo, sub: Pick<Subscription, 'id'>): string {
  return `${site.url}/pengingat/konfirmasi?id=${encodeURIComponent(sub.id)}`;
}

function headline(kind: Exclude<Kind, 'digest'>): string {
  switch (kind) {
    case 'd7':
    case 'd3':
    case 'd1':
      return REMINDER_TEXT[kind];
    case 'ext':
      return REMINDER_TEXT.extended;
    case 'open':
      return REMINDER_TEXT.opened;
  }
}

export type Rendered = { title: string; body: string; url: string; lines: { text: string; url: string }[] };

export function renderReminder(site: SiteInfo, kind: Exclude<Kind, 'digest'>, c: Competition): Rendered {
  const url = `${site.url}${competitionPath(c)}`;
  const body = c.registration.end ? `${REMINDER_TEXT.deadline}: ${formatLongDate(c.registration.end)}.` : '';
  return { title: `${headline(kind)}: ${c.title}`, body, url, lines: [{ text: c.title, url }] };
}

export function renderDigest(site: SiteInfo, label: string, query: string, items: readonly Competition[]): Rendered {
  const all = `${site.url}/search${query ? `?${query}` : ''}`;
  return {
    title: `${REMINDER_TEXT.digestSubject}: ${label}`,
    body: `${REMINDER_TEXT.digestIntro} (${label}): ${items.length}.`,
    url: all,
    lines: items.map((c) => ({
      text: c.registration.end ? `${c.title} (${REMINDER_TEXT.deadline}: ${formatLongDate(c.registration.end)})` : c.title,
      url: `${site.url}${competitionPath(c)}`,
    })),
  };
}

/** The push payload the service worker shows: one notification per competition (`tag`), with a stop action. */
export function pushPayload(site: SiteInfo, sub: Subscription, r: Rendered, tag: string): string {
  return JSON.stringify({
    title: r.title,
    body: r.body,
    url: r.url,
    tag,
    unsubscribe: unsubscribeUrls(site, sub).oneClick,
    stop: REMINDER_TEXT.pushStop,
  });
}

type MailParts = { subject: string; text: string; html: string; headers: Record<string, string> };

/** Every message carries List-Unsubscribe with one-click POST (RFC 8058) and a visible link to stop. */
export function reminderMail(site: SiteInfo, sub: Subscription, r: Rendered): MailParts {
  const { oneClick, page } = unsubscribeUrls(site, sub);
  const list = r.lines.map((l) => `- ${l.text}\n  ${l.url}`).join('\n');
  const text = [
    r.title,
    '',
    r.body,
    '',
    list,
    '',
    `${REMINDER_TEXT.open}: ${r.url}`,
    '',
    '--',
    `${REMINDER_TEXT.why} ${site.name} (${site.url}).`,
    `${REMINDER_TEXT.unsubscribe}: ${page}`,
  ]
    .filter((l, i, a) => !(l === '' && a[i - 1] === ''))
    .join('\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
<h1 style="font-size:18px">${escape(r.title)}</h1>
${r.body ? `<p>${escape(r.body)}</p>` : ''}
<ul>${r.lines.map((l) => `<li><a href="${escape(l.url)}">${escape(l.text)}</a></li>`).join('')}</ul>
<p><a href="${escape(r.url)}" style="display:inline-block;background:#2552e0;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escape(REMINDER_TEXT.open)}</a></p>
<hr><p style="font-size:13px;color:#475569">${escape(REMINDER_TEXT.why)} ${escape(site.name)}. <a href="${escape(page)}">${escape(REMINDER_TEXT.unsubscribe)}</a></p>
</div>`;
  return {
    subject: r.title,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The confirmation: the link, and what it turns on (the competitions by name, the digest by its label). */
export function confirmationMail(site: SiteInfo, sub: Subscription, byId: ReadonlyMap<string, Competition>): MailParts {
  const link = confirmUrl(site, sub);
  const { oneClick, page } = unsubscribeUrls(site, sub);
  const asked = Object.keys(sub.competitions).flatMap((id) => {
    const c = byId.get(id);
    return c ? [{ text: c.title, url: `${site.url}${competitionPath(c)}` }] : [];
  });
  if (sub.digest)
    asked.push({ text: `${REMINDER_TEXT.digestSubject}: ${sub.digest.label}`, url: `${site.url}/search?${sub.digest.query}` });
  const text = [
    REMINDER_TEXT.confirmIntro,
    '',
    link,
    '',
    REMINDER_TEXT.confirmFor,
    ...asked.map((a) => `- ${a.text}\n  ${a.url}`),
    REMINDER_TEXT.confirmMore,
    '',
    REMINDER_TEXT.confirmIgnore,
    '',
    '--',
    `${REMINDER_TEXT.unsubscribe}: ${page}`,
  ].join('\n');
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
<p>${escape(REMINDER_TEXT.confirmIntro)}</p>
<p><a href="${escape(link)}">${escape(link)}</a></p>
<p>${escape(REMINDER_TEXT.confirmFor)}</p>
<ul>${asked.map((a) => `<li><a href="${escape(a.url)}">${escape(a.text)}</a></li>`).join('')}</ul>
<p>${escape(REMINDER_TEXT.confirmMore)}</p>
<p>${escape(REMINDER_TEXT.confirmIgnore)}</p>
<hr><p style="font-size:13px;color:#475569"><a href="${escape(page)}">${escape(REMINDER_TEXT.unsubscribe)}</a></p>
</div>`;
  return {
    subject: `${REMINDER_TEXT.confirmSubject} - ${site.name}`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
