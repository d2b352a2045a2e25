import type { Metadata, Viewport } from 'next';
import { CAROUSEL_SCRIPT } from '@/components/competition/carousel-script';
import { JsonLd } from '@/components/seo/json-ld';
import { CONSENT_PREPAINT_SCRIPT } from '@/lib/consent';
import { SAVE_BUTTONS_SCRIPT } from '@/lib/saved';
import { ADMIN_HINT_SCRIPT } from '@/lib/admin-hint';
import { websiteJsonLd } from '@/lib/seo';
import { site } from '@/lib/site';
import { LAYOUT_WORDS } from '@/lib/words/visitor';

// The stylesheet (globals.css) is imported by the layouts of app/(site), app/admin and app/(auth), not here: with
// Turbopack, Next inlines the root layout's CSS once more into every page's payload as the styles of the global error
// page (docs/architecture.md, "CSS is inlined").
export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} - ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  alternates: { canonical: '/' },
  openGraph: { siteName: site.name, locale: 'id_ID', type: 'website', title: site.name, description: site.description },
  twitter: { card: 'summary_large_image', title: site.name, description: site.description },
  icons: { icon: '/favicon.svg', apple: '/icons/apple-touch-icon.png' },
  // Added to the home screen on an iPhone, the site opens as its own app (where Web Push works, iOS 16.4+).
  appleWebApp: { capable: true, title: site.name, statusBarStyle: 'default' },
};

export const viewport: Viewport = { themeColor: '#2552e0', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The pre-paint scripts may mark <html> before React hydrates it (lib/consent.ts).
    <html lang="id" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_PREPAINT_SCRIPT }} />
        {/* Shows the owner's "Edit" links, which need no component code (lib/admin-hint.ts). */}
        <script dangerouslySetInnerHTML={{ __html: ADMIN_HINT_SCRIPT }} />
        {/* "Simpan" works from the first paint, before hydration; the buttons hydrate no code (lib/saved.ts). */}
        <script dangerouslySetInnerHTML={{ __html: SAVE_BUTTONS_SCRIPT }} />
        {/* The poster carousels work from the first paint too, and hydrate no code (components/competition/carousel-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: CAROUSEL_SCRIPT }} />
        {/* Here rather than in metadata.alternates, which each page's own `alternates` (its canonical) replaces. */}
        <link rel="alternate" type="application/rss+xml" title={LAYOUT_WORDS.feedTitle(site.name)} href="/feed.xml" />
        <link rel="alternate" type="text/calendar" title={LAYOUT_WORDS.calendarTitle(site.name)} href="/kalender.ics" />
      </head>
      <body className="min-h-screen font-sans">
        {children}
        <JsonLd data={websiteJsonLd()} />
      </body>
    </html>
  );
}
