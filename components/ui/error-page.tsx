import Link from 'next/link';
import { ERROR_PAGE } from '@/lib/words/visitor';

export function ErrorPage({
  code,
  title,
  message,
  children,
}: {
  code: string;
  title: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-6xl font-black text-brand-600" aria-hidden="true">
        {code}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <div className="mt-8 flex justify-center gap-3">
        {children}
        <Link href="/" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          {ERROR_PAGE.home}
        </Link>
      </div>
    </div>
  );
}
