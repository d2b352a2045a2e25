'use client';

import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { setAdminHint } from '@/lib/admin-hint';
import { checkLoginFields, loginErrorMessage } from '@/components/auth/login';
import { LOGIN_MESSAGES } from '@/lib/words/admin';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

export function LoginForm({ target }: { target: string }) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  // Whoever sees this form is not signed in as admin, so the Edit-button hint must go.
  useEffect(() => {
    setAdminHint(false);
  }, []);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    // The browser's own checks would speak the browser's language; these give the spec's Indonesian messages.
    const invalid = checkLoginFields(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const res = await signIn('credentials', {
        redirect: false,
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        callbackUrl: target,
      });
      if (res?.ok && !res.error) {
        router.replace(target);
        router.refresh();
        return;
      }
      setError(loginErrorMessage(res?.error, res?.status));
    } catch {
      setError(LOGIN_MESSAGES.other);
    }
    setBusy(false);
  }

  // POST, so a form sent before the script runs (a slow phone) never puts the password in the address or the logs.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-describedby={error ? `${id}-error` : undefined}>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-700">
          Email
        </label>
        <input id={`${id}-email`} name="email" type="email" required aria-required="true" autoComplete="username" className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-slate-700">
          Password
        </label>
        <input id={`${id}-password`} name="password" type="password" required autoComplete="current-password" className={inputClass} />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? <span className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden="true" /> : null}
        {busy ? 'Memproses...' : 'Masuk'}
      </button>
    </form>
  );
}
