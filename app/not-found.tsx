import Link from 'next/link';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { ERROR_PAGE, NOT_FOUND } from '@/lib/words/visitor';
import { SiteLogo } from '@/components/layout/site-logo';

export const metadata = pageMetadata({ title: NOT_FOUND.title, description: NOT_FOUND.message, path: '/404', noIndex: true });

// The page for any unknown address. Inline styles (the colours of components/ui/error-page.tsx) and no stylesheet,
// like app/global-error.tsx: a stylesheet imported here, or through the site's layout, would be inlined once more
// into every page's payload as this boundary's styles (docs/architecture.md, "CSS is inlined"). Rendered at build
// time, it works without a script.
const BRAND = '#2552e0';
export default function NotFound() {
  return (
    <div
      style={{
        minHeight: '100vh',
        lineHeight: 1.5,
        background: '#f8fafc',
        color: '#0f172a',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      {/* The browser's own 8px around <body>, which no stylesheet resets on a page loaded here. */}
      <style>{'body{margin:0}'}</style>
      <header style={{ borderBottom: '1px solid #e2e8f0', background: '#fff', padding: '0.75rem 1rem' }}>
        <Link
          href="/"
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: '0.5rem',
            color: '#1d40b8',
            fontWeight: 800,
            fontSize: '1.25rem',
            textDecoration: 'none',
          }}
        >
          <SiteLogo size={32} />
          {site.name}
        </Link>
      </header>
      <main id="konten" style={{ maxWidth: '36rem', margin: '0 auto', padding: '4rem 1rem', textAlign: 'center' }}>
        <p aria-hidden="true" style={{ margin: 0, fontSize: '3.75rem', fontWeight: 900, color: BRAND }}>
          404
        </p>
        <h1 style={{ margin: '1rem 0 0', fontSize: '1.875rem', lineHeight: 1.2, fontWeight: 800 }}>{NOT_FOUND.title}</h1>
        <p style={{ margin: '0.75rem 0 0', color: '#334155' }}>{NOT_FOUND.message}</p>
        <p style={{ margin: '2rem 0 0' }}>
          <Link
            href="/"
            style={{
              display: 'inline-block',
              borderRadius: '0.5rem',
              background: BRAND,
              padding: '0.75rem 1.25rem',
              fontWeight: 600,
              color: '#fff',
              textDecoration: 'none',
            }}
          >
            {ERROR_PAGE.home}
          </Link>
        </p>
      </main>
    </div>
  );
}
