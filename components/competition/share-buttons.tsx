'use client';

import { StrokeIcon } from '@/components/ui/stroke-icon';
import { SHARE_WORDS } from '@/lib/words/visitor';

const ICONS = {
  whatsapp:
    'M12.04 2a9.9 9.9 0 0 0-8.59 14.86L2.05 22l5.25-1.38A9.9 9.9 0 1 0 12.04 2Zm0 1.67a8.24 8.24 0 1 1-4.2 15.31l-.3-.18-3.12.82.83-3.04-.2-.32a8.2 8.2 0 0 1 6.99-12.59ZM8.53 7.33c-.16 0-.43.06-.66.31-.22.25-.87.86-.87 2.07s.89 2.39 1 2.56c.14.17 1.76 2.67 4.25 3.73.59.27 1.05.42 1.41.53.59.19 1.13.16 1.56.1.48-.07 1.46-.6 1.67-1.18.21-.58.21-1.07.15-1.18-.07-.1-.23-.16-.48-.27-.25-.14-1.47-.74-1.69-.82-.23-.08-.37-.12-.56.12-.16.25-.64.81-.78.97-.15.17-.29.19-.53.07-.26-.13-1.06-.39-2-1.23-.74-.66-1.23-1.47-1.38-1.72-.12-.24-.01-.39.11-.5l.37-.44c.13-.14.17-.25.25-.41.08-.17.04-.31-.02-.43-.06-.11-.56-1.35-.77-1.84-.2-.48-.4-.42-.56-.43h-.47Z',
  telegram:
    'M21.94 4.3 18.7 19.6c-.24 1.08-.88 1.35-1.78.84l-4.92-3.63-2.37 2.29c-.26.26-.48.48-.99.48l.35-5.01 9.12-8.24c.4-.35-.09-.55-.61-.2L6.22 13.17l-4.86-1.52c-1.06-.33-1.08-1.06.22-1.57l18.99-7.32c.88-.33 1.65.2 1.37 1.54Z',
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.18h1.7L7.4 4.73H5.58l11.09 14.45Z',
  facebook: 'M14 8h3V4h-3a5 5 0 0 0-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9a1 1 0 0 1 1-1Z',
} as const;

type Network = { key: keyof typeof ICONS; name: string; href: string; color: string };

function networks(url: string, title: string): Network[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      key: 'whatsapp',
      name: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      color: 'bg-[#1ea952] hover:bg-[#178a43]',
    },
    { key: 'telegram', name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}`, color: 'bg-[#229ed9] hover:bg-[#1b84b6]' },
    { key: 'x', name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, color: 'bg-black hover:bg-slate-800' },
    {
      key: 'facebook',
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      color: 'bg-[#1877f2] hover:bg-[#1462c9]',
    },
  ];
}

const pill = 'inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors';

/**
 * Share links for the competition, "Salin tautan", and the system share sheet where the browser has one. Static
 * markup with no state or effect (a client component only so the page's payload names it instead of carrying its
 * markup a second time): the links are links, and the two buttons are served by lib/page-actions/share.ts, loaded on
 * first use (or on idle, to show "Bagikan" where the browser has a share sheet).
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-share={url} data-share-title={title}>
      <ul className="flex gap-2" aria-label={SHARE_WORDS.networks}>
        {networks(url, title).map((n) => (
          <li key={n.key}>
            <a
              href={n.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={SHARE_WORDS.to(n.name)}
              title={SHARE_WORDS.to(n.name)}
              className={`inline-flex h-11 w-11 items-center justify-center rounded-full text-white shadow-sm transition-colors ${n.color}`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
                <path d={ICONS[n.key]} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        data-act="share:copy"
        data-copy-label={SHARE_WORDS.copy}
        data-copied-label={SHARE_WORDS.copied}
        className={`${pill} group bg-white text-slate-800 ring-slate-300 hover:bg-slate-50 data-copied:bg-emerald-50 data-copied:text-emerald-800 data-copied:ring-emerald-300`}
      >
        <StrokeIcon className="h-4 w-4 group-data-copied:hidden">
          <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
        </StrokeIcon>
        <StrokeIcon className="hidden h-4 w-4 group-data-copied:block">
          <path d="m5 12 5 5 9-10" />
        </StrokeIcon>
        <span data-label aria-live="polite">
          {SHARE_WORDS.copy}
        </span>
      </button>
      {/* Shown where the browser has a share sheet (lib/page-actions/share.ts). */}
      <span data-share-native hidden>
        <button type="button" data-act="share:native" className={`${pill} bg-brand-600 text-white ring-brand-700 hover:bg-brand-700`}>
          <StrokeIcon>
            <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
          </StrokeIcon>
          {SHARE_WORDS.native}
        </button>
      </span>
    </div>
  );
}
