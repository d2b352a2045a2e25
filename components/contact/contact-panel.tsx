'use client';

import { signOut } from 'next-auth/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GoogleSignInButton } from '@/components/contact/google-sign-in-button';
import { MessageHistory } from '@/components/contact/message-history';
import { SendForm } from '@/components/contact/send-form';
import { CONTACT_WORDS } from '@/lib/words/mail';
import { COMMON_WORDS } from '@/lib/words/common';

const DEFAULT_AVATAR = '/avatar-default.svg';
const DEFAULT_NAME = 'Pengguna';

type ContactUser = { name: string; email: string; image: string };

function Avatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A photo that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Google profile photos come from Google's hosts, 48 px
    <img
      ref={ref}
      src={failed || !src ? DEFAULT_AVATAR : src}
      alt={CONTACT_WORDS.avatar(name)}
      width={48}
      height={48}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="h-12 w-12 shrink-0 rounded-full bg-brand-50 object-cover ring-2 ring-white"
    />
  );
}

/** The signed-in contact page: who is signed in, the send form and the history of sent messages. */
export function ContactPanel({ user }: { user: ContactUser }) {
  const name = user.name.trim() || DEFAULT_NAME;
  const [historyVersion, setHistoryVersion] = useState(0);
  // A new key remounts the form, which clears its text and file.
  const [formKey, setFormKey] = useState(0);
  const [expired, setExpired] = useState('');
  const [signingOut, setSigningOut] = useState(false);

  const onSent = useCallback(() => setHistoryVersion((v) => v + 1), []);
  const onExpired = useCallback((message: string) => setExpired(message), []);
  const expiredRef = useRef<HTMLDivElement>(null);

  // The form may be far below the banner on a phone: bring the banner to the person.
  useEffect(() => {
    if (expired) expiredRef.current?.focus();
  }, [expired]);

  const logout = () => {
    setFormKey((k) => k + 1);
    setSigningOut(true);
    // A failed sign-out is ignored, as in the spec; the button becomes usable again.
    signOut({ callbackUrl: '/contact' }).catch(() => setSigningOut(false));
  };

  return (
    <div className="space-y-6">
      <section
        aria-label={CONTACT_WORDS.account}
        className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <Avatar src={user.image} name={name} />
        <div className="min-w-48 flex-1">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{COMMON_WORDS.signedInAs}</p>
          <p className="font-semibold break-words text-slate-900">{name}</p>
          <p className="text-sm break-words text-slate-600">{user.email}</p>
        </div>
        <button
          type="button"
          onClick={logout}
          disabled={signingOut}
          className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 transition hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60 sm:w-auto"
        >
          Logout
        </button>
      </section>

      {expired ? (
        <div
          ref={expiredRef}
          tabIndex={-1}
          role="alert"
          className="flex scroll-mt-24 flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-medium">{expired}</p>
          <GoogleSignInButton label={CONTACT_WORDS.signInAgain} />
        </div>
      ) : null}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="kirim-pesan" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="kirim-pesan" className="text-lg font-bold text-slate-900">
            {CONTACT_WORDS.sendHeading}
          </h2>
          <p className="mt-1 mb-5 text-sm text-slate-600">
            {CONTACT_WORDS.sentFromBefore} <span className="font-medium text-slate-800">{user.email}</span>
            {CONTACT_WORDS.sentFromAfter}
          </p>
          <SendForm key={formKey} onSent={onSent} onExpired={onExpired} />
        </section>

        <section aria-labelledby="riwayat-pesan" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="riwayat-pesan" className="text-lg font-bold text-slate-900">
            {CONTACT_WORDS.historyHeading}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">{CONTACT_WORDS.historyIntro}</p>
          <MessageHistory version={historyVersion} onExpired={onExpired} />
        </section>
      </div>
    </div>
  );
}
