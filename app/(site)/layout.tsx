import { CookieConsent } from '@/components/layout/cookie-consent';
import { PageActions } from '@/components/layout/page-actions';
import { Footer } from '@/components/layout/footer';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { OfflineSupport } from '@/components/reminders/offline-support';
import { RemindIsland } from '@/components/reminders/remind-island';
import { todayInJakarta } from '@/lib/competitions/dates';
import { getSiteEnv } from '@/lib/env';
import { reminderConfig, remindersEnabled } from '@/lib/reminders/config';
import { ACT_TAP_SCRIPT } from '@/lib/page-actions/tap';
import { REMIND_TAP_SCRIPT } from '@/lib/reminders/trigger';
import { COMMON_WORDS } from '@/lib/words/common';
import { LAYOUT_WORDS, SAVE_WORDS } from '@/lib/words/visitor';
import '../globals.css';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  const year = Number(todayInJakarta().slice(0, 4));
  const { name, gaId } = getSiteEnv();
  const reminders = reminderConfig();
  return (
    <>
      {/* A tap on a reminder button before the island below has run is kept and replayed (lib/reminders/trigger.ts). */}
      {remindersEnabled(reminders) ? <script dangerouslySetInnerHTML={{ __html: REMIND_TAP_SCRIPT }} /> : null}
      {/* The same for the banner's and the share buttons' taps (lib/page-actions/tap.ts). */}
      <script dangerouslySetInnerHTML={{ __html: ACT_TAP_SCRIPT }} />
      <a
        href="#konten"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {LAYOUT_WORDS.skipLink}
      </a>
      <OfflineSupport />
      <PreviewBanner />
      {/* Server HTML that hydrates in place; only its reading of /search's query waits for the browser. */}
      <SiteHeader siteName={name} />
      <main id="konten" className="mx-auto w-full max-w-7xl px-4 py-8">
        {/* Only without JavaScript (globals.css, .no-js-only): what needs it, and a plain search form (the header's box
            is the script's). No placeholder: tests find the header's box by its placeholder. */}
        <div className="no-js-only">
          <div className="mb-6 flex flex-col gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            <p>{SAVE_WORDS.noScript}</p>
            <form action="/search" method="get" role="search" className="flex items-center gap-2">
              <label htmlFor="cari-tanpa-skrip" className="sr-only">
                {COMMON_WORDS.search}
              </label>
              <input
                id="cari-tanpa-skrip"
                name="q"
                type="search"
                maxLength={200}
                className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900"
              />
              <button type="submit" className="h-10 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
                {COMMON_WORDS.searchButton}
              </button>
            </form>
          </div>
        </div>
        {children}
      </main>
      <Footer year={year} />
      <CookieConsent gaId={gaId} />
      {/* The banner's, the share buttons' and the action bar's one client component (components/layout/page-actions.tsx). */}
      <PageActions />
      {/* The reminder buttons' one client component: the dialog, loaded on first use, and the buttons' state. */}
      {remindersEnabled(reminders) ? <RemindIsland channels={reminders} /> : null}
    </>
  );
}
