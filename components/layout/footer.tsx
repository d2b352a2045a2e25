import Link from 'next/link';
import { StaticHtml } from '@/components/ui/static-html';
import { site } from '@/lib/site';
import { NAV_LINKS, SUBMIT_LINK } from '@/lib/nav-links';
import { calendarSubscription } from '@/lib/competitions/calendar-subscription';
import { CALENDAR_WORDS, SAVED_WORDS } from '@/lib/words/browse';
import { LAYOUT_WORDS } from '@/lib/words/visitor';
import { ARCHIVE_WORDS } from '@/lib/words/listing';

export function Footer({ year }: { year: number }) {
  return (
    // Links only: kept as the server's HTML (StaticHtml), no element hydrated.
    <StaticHtml
      as="footer"
      className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300 [contain-intrinsic-size:auto_480px] [content-visibility:auto]"
    >
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p className="text-lg font-bold text-white">{site.name}</p>
        <p className="mt-1 text-sm">{site.tagline}.</p>
        <nav aria-label={LAYOUT_WORDS.footerNav} className="mt-6">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} prefetch={false} className="hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href={SUBMIT_LINK.href} prefetch={false} className="hover:text-white hover:underline">
                {SUBMIT_LINK.label}
              </Link>
            </li>
            <li>
              <Link href="/tersimpan" prefetch={false} className="hover:text-white hover:underline">
                {SAVED_WORDS.title}
              </Link>
            </li>
            <li>
              <Link href="/arsip" prefetch={false} className="hover:text-white hover:underline">
                {ARCHIVE_WORDS.footer}
              </Link>
            </li>
            <li>
              <a href="/feed.xml" className="hover:text-white hover:underline">
                RSS
              </a>
            </li>
            <li>
              <CalendarMenu />
            </li>
          </ul>
        </nav>
        <p className="mt-8 border-t border-slate-700 pt-6 text-sm">
          © {year} {site.name}. {site.footer}.
        </p>
      </div>
    </StaticHtml>
  );
}

/** "Kalender Deadline": subscribe (webcal: or Google Calendar's add by URL), with one line of help; the file stays. */
function CalendarMenu() {
  const links = calendarSubscription(site.url);
  return (
    <details className="group">
      <summary className="cursor-pointer list-none hover:text-white hover:underline">{CALENDAR_WORDS.summary}</summary>
      <div className="mt-2 flex max-w-sm flex-col gap-1.5 rounded-lg bg-slate-800 p-3">
        <a href={links.webcal} className="font-semibold text-white hover:underline">
          {CALENDAR_WORDS.subscribe}
        </a>
        <a href={links.google} target="_blank" rel="noopener noreferrer" className="font-semibold text-white hover:underline">
          {CALENDAR_WORDS.google}
        </a>
        <a href="/kalender.ics" download className="hover:text-white hover:underline">
          {CALENDAR_WORDS.download}
        </a>
        <p className="text-xs text-slate-400">{CALENDAR_WORDS.help}</p>
      </div>
    </details>
  );
}
