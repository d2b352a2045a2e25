import Link from 'next/link';
import { site } from '@/lib/site';
import '../globals.css';
import { SiteLogo } from '@/components/layout/site-logo';

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10">
      <Link href="/" className="mb-6 flex items-center gap-2 font-extrabold text-brand-700">
        <SiteLogo size={40} className="h-10 w-10" />
        <span className="text-2xl">{site.name}</span>
      </Link>
      {children}
    </main>
  );
}
