import { Suspense } from 'react';
import { CookieConsent } from '@/components/layout/cookie-consent';
import { Footer } from '@/components/layout/footer';
import { HeaderFrame, SearchLink } from '@/components/layout/header-frame';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { OfflineSupport } from '@/components/reminders/offline-support';
import { ReminderProvider } from '@/components/reminders/reminder-context';
import { todayInJakarta } from '@/lib/competitions/dates';
import { getSiteEnv } from '@/lib/env';
import { reminderConfig } from '@/lib/reminders';
import { LAYOUT_WORDS } from '@/lib/words/visitor';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  const year = Number(todayInJakarta().slice(0, 4));
  const { name, gaId } = getSiteEnv();
  return (
    <ReminderProvider config={reminderConfig()}>
      <a
        href="#konten"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {LAYOUT_WORDS.skipLink}
      </a>
      <OfflineSupport />
      <PreviewBanner />
      <Suspense fallback={<HeaderFrame siteName={name} searchSlot={<SearchLink />} />}>
        <SiteHeader siteName={name} />
      </Suspense>
      <main id="konten" className="mx-auto w-full max-w-7xl px-4 py-8">
        {children}
      </main>
      <Footer year={year} />
      <CookieConsent gaId={gaId} />
    </ReminderProvider>
  );
}
