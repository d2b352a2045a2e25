import type { Metadata } from 'next';
import { ContactPanel } from '@/components/contact/contact-panel';
import { GoogleSignInButton } from '@/components/contact/google-sign-in-button';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { isGoogleConfigured } from '@/lib/auth/options';
import { getSessionUser } from '@/lib/auth/session';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { CONTACT_WORDS } from '@/lib/words/mail';

const title = CONTACT_WORDS.title;
const path = '/contact';

export const metadata: Metadata = pageMetadata({
  title,
  description: CONTACT_WORDS.description(site.name),
  path,
});

// Reads the session cookie on every request.
export const dynamic = 'force-dynamic';

const cardClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8';
const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

function MailtoOwner() {
  return (
    <a href={`mailto:${site.contactEmail}`} className={`${linkClass} break-words`}>
      {site.contactEmail}
    </a>
  );
}

function NotConfigured() {
  return (
    <section className={cardClass}>
      <h2 className="text-lg font-bold text-slate-900">{CONTACT_WORDS.noGoogleHeading}</h2>
      <p className="mt-2 text-slate-700">{CONTACT_WORDS.noGoogle}</p>
      <p className="mt-2 text-slate-700">
        {CONTACT_WORDS.noGoogleMail} <MailtoOwner />.
      </p>
    </section>
  );
}

function SignedOut() {
  return (
    <section className={`${cardClass} text-center`}>
      <h2 className="text-lg font-bold text-slate-900">{CONTACT_WORDS.signInHeading}</h2>
      <p className="mx-auto mt-2 max-w-prose text-slate-700">{CONTACT_WORDS.signInIntro}</p>
      <div className="mt-6">
        <GoogleSignInButton />
      </div>
      <p className="mx-auto mt-6 max-w-prose text-sm text-slate-600">{CONTACT_WORDS.signInPrivacy}</p>
      <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-600">
        {CONTACT_WORDS.orMail} <MailtoOwner />.
      </p>
    </section>
  );
}

export default async function ContactPage() {
  const configured = isGoogleConfigured();
  const user = configured ? await getSessionUser() : null;
  const googleUser = user?.provider === 'google' ? user : null;

  return (
    <>
      <BreadcrumbJsonLd crumbs={[{ name: title, path }]} />
      <div className="mx-auto max-w-5xl">
        <header className="mb-6 sm:mb-8">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 max-w-prose text-slate-600">
            {CONTACT_WORDS.introBefore} {site.name}
            {CONTACT_WORDS.introAfter}
          </p>
        </header>
        {!configured ? (
          <NotConfigured />
        ) : googleUser ? (
          <ContactPanel user={{ name: googleUser.name, email: googleUser.email, image: googleUser.image }} />
        ) : (
          <SignedOut />
        )}
      </div>
    </>
  );
}
