import type { Metadata } from 'next';
import Link from 'next/link';
import { site } from '@/lib/site';
import { PANEL_WORDS } from '@/lib/words/admin';
import '../globals.css';
import { SiteLogo } from '@/components/layout/site-logo';

export const metadata: Metadata = {
  title: PANEL_WORDS.heading,
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
          <Link href="/" className="flex items-center gap-2 font-extrabold text-brand-700">
            <SiteLogo size={28} className="h-7 w-7" />
            <span className="text-lg">{site.name}</span>
          </Link>
          <span className="text-sm font-semibold text-slate-500">Admin</span>
          <Link href="/" className="ml-auto text-sm font-medium text-brand-700 hover:underline">
            {PANEL_WORDS.viewSite}
          </Link>
        </div>
      </header>
      <main id="konten" className="mx-auto w-full max-w-7xl px-4 py-8">
        {children}
      </main>
    </>
  );
}
