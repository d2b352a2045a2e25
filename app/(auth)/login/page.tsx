import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/auth/login-form';
import { adminTarget } from '@/components/auth/login';
import { getSessionUser, isAdmin } from '@/lib/auth/session';
import { LOGIN_WORDS } from '@/lib/words/admin';
import { ERROR_PAGE } from '@/lib/words/visitor';

export const metadata: Metadata = {
  title: LOGIN_WORDS.title,
  description: LOGIN_WORDS.description,
  robots: { index: false, follow: false },
  // The root layout's canonical names the home page; this page is its own.
  alternates: { canonical: '/login' },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const target = adminTarget(params.callbackUrl ?? params.from);
  if (isAdmin(await getSessionUser())) redirect(target);
  return (
    <div className="w-full max-w-sm">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold text-slate-900">{LOGIN_WORDS.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{LOGIN_WORDS.intro}</p>
        <LoginForm target={target} />
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href="/" className="font-medium text-brand-700 hover:underline">
          ← {ERROR_PAGE.home}
        </Link>
      </p>
    </div>
  );
}
