import Link from 'next/link';
import { ERROR_PAGE } from '@/lib/words/visitor';

export function ErrorBox({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
      {message}
    </div>
  );
}

export function EmptyState({ title, children, homeLink = true }: { title: string; children?: React.ReactNode; homeLink?: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="text-xl font-bold text-slate-800">{title}</h2>
      {children ? <div className="mt-2 text-slate-600">{children}</div> : null}
      {homeLink ? (
        <Link href="/" className="mt-5 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {ERROR_PAGE.home}
        </Link>
      ) : null}
    </div>
  );
}

export function Spinner({ label = 'Memuat...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 p-10 text-slate-600">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
