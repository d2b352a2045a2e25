'use client';

import Link from 'next/link';
import { COOKIE_WORDS } from '@/lib/words/visitor';

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
// Phones get a compact bar (one row of buttons, smaller text): it must leave most of the first screen to the page.
const buttonLook = `min-h-11 min-w-0 items-center justify-center rounded-lg px-2 py-2 text-center text-xs leading-4 font-semibold transition-colors sm:px-3 sm:text-sm sm:leading-5 ${focusRing}`;
const buttonBase = `inline-flex ${buttonLook}`;
const solidButton = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`;
const outlineLook = `${buttonLook} bg-white text-slate-900 ring-1 ring-inset ring-slate-400 hover:bg-slate-100`;

/**
 * Cookie banner (bottom sheet) shown until the visitor chooses, then a button below the footer to reopen it. Static
 * markup with no state or effect (a client component only so the page's payload names it instead of carrying its
 * markup a second time): the inline script of the root layout hides the banner before the first paint where a
 * choice is stored (lib/consent.ts, CSS in globals.css), and its buttons are served by lib/page-actions/consent.ts,
 * loaded on first use or on idle while the banner shows (components/layout/page-actions.tsx); a tap before then is
 * kept and replayed. Google Analytics loads from there too, only once allowed. Focus only follows the visitor's own
 * actions: the banner never takes it on page load.
 */
export function CookieConsent({ gaId }: { gaId: string | null }) {
  const ids = 'cookie';
  const titleId = `${ids}-title`;
  const descriptionId = `${ids}-description`;
  const detailsId = `${ids}-details`;
  return (
    <>
      <div
        role="dialog"
        data-cookie-banner="pending"
        data-ga-id={gaId ?? undefined}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className="group/banner fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-slate-800 shadow-[0_-8px_30px_rgb(15_23_42/0.18)] outline-none sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-[26rem] sm:rounded-2xl sm:border sm:p-5 print:hidden"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-sm font-semibold text-slate-900 sm:pt-0.5 sm:text-base">
            {COOKIE_WORDS.title}
          </h2>
          {/* Only when reopened after a choice. */}
          <button
            type="button"
            data-act="consent:close"
            aria-label={COOKIE_WORDS.close}
            className={`-mt-2 -mr-2 hidden size-11 shrink-0 place-items-center rounded-full text-slate-600 group-data-[cookie-banner=open]/banner:grid hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <p id={descriptionId} className="mt-0.5 text-xs leading-5 text-slate-700 sm:mt-1 sm:text-sm sm:leading-6">
          {COOKIE_WORDS.body}{' '}
          <Link
            href="/cookie"
            prefetch={false}
            className={`rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 ${focusRing}`}
          >
            {COOKIE_WORDS.policy}
          </Link>
          .
        </p>

        <fieldset id={detailsId} data-consent-details hidden className="mt-3 border-t border-slate-200 pt-2">
          <legend className="sr-only">{COOKIE_WORDS.kinds}</legend>
          <ConsentOption id={`${ids}-functional`} label={COOKIE_WORDS.functional} hint={COOKIE_WORDS.functionalHint} disabled />
          <ConsentOption id={`${ids}-analytics`} name="analytics" label={COOKIE_WORDS.analytics} hint={COOKIE_WORDS.analyticsHint} />
          <ConsentOption id={`${ids}-ads`} name="ads" label={COOKIE_WORDS.ads} hint={COOKIE_WORDS.adsHint} />
        </fieldset>

        {/* Columns may shrink and labels wrap: on a 360 to 390 px phone three labels in one row were wider than the box. */}
        <div className="mt-2 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2 sm:mt-3 sm:grid-cols-2">
          <button type="button" data-act="consent:reject" className={solidButton}>
            {COOKIE_WORDS.rejectAll}
          </button>
          <button type="button" data-act="consent:accept" className={solidButton}>
            {COOKIE_WORDS.acceptAll}
          </button>
          <button
            type="button"
            data-act="consent:customise"
            aria-expanded={false}
            aria-controls={detailsId}
            className={`group ${buttonBase} gap-1 text-brand-700 underline-offset-2 hover:bg-brand-50 hover:underline`}
          >
            {COOKIE_WORDS.customise}
            <svg
              viewBox="0 0 20 20"
              className="size-4 transition-transform group-aria-expanded:rotate-180"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
            </svg>
          </button>
          {/* On phones it joins the row only with the choices it saves, so the closed bar keeps one row. */}
          <button
            type="button"
            data-act="consent:save"
            className={`${outlineLook} hidden group-data-details/banner:col-span-3 group-data-details/banner:inline-flex sm:inline-flex sm:group-data-details/banner:col-span-1`}
          >
            {COOKIE_WORDS.save}
          </button>
        </div>
        {/* The banner's last element: until the page's HTML has reached it, the banner is not shown (globals.css). */}
        <span data-banner-end hidden />
      </div>
      {/* Its own strip below the footer, so it never sits on the page's text (a fixed button did, on phones). Shown once
          a choice is stored and while the banner is closed. */}
      <div className="hidden bg-slate-900 print:hidden [html[data-consent-chosen]:not([data-consent-open])_&]:block">
        <div className="mx-auto max-w-7xl px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
          <button
            type="button"
            data-act="consent:reopen"
            aria-label={COOKIE_WORDS.settings}
            aria-haspopup="dialog"
            title={COOKIE_WORDS.settings}
            className={`grid size-12 place-items-center rounded-full bg-white text-amber-800 shadow-lg ring-1 ring-slate-300 transition-colors hover:bg-amber-50 ${focusRing}`}
          >
            <CookieIcon />
          </button>
        </div>
      </div>
    </>
  );
}

type OptionProps = { id: string; name?: string; label: string; hint: string; disabled?: boolean };

/** One kind of cookie: the functional one is always on; the others start off and are read when saved. */
function ConsentOption({ id, name, label, hint, disabled }: OptionProps) {
  return (
    <div className="rounded-lg px-2 hover:bg-slate-50">
      <label
        htmlFor={id}
        className={`flex min-h-11 items-center gap-3 text-sm font-medium text-slate-900 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}
      >
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={disabled}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          className={`size-5 shrink-0 accent-brand-600 ${focusRing}`}
        />
        {label}
      </label>
      <p id={`${id}-hint`} className="-mt-2 pb-2 pl-8 text-xs leading-5 text-slate-600">
        {hint}
      </p>
    </div>
  );
}

function CookieIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.5a9.5 9.5 0 1 0 9.5 9.6 3.8 3.8 0 0 1-4.6-4.1 3.8 3.8 0 0 1-4.9-5.5Z" />
      <circle cx="8.5" cy="9" r="1" fill="currentColor" stroke="none" />
      <circle cx="15.5" cy="15" r="1" fill="currentColor" stroke="none" />
      <circle cx="11" cy="13.5" r="1" fill="currentColor" stroke="none" />
      <circle cx="8" cy="16" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}
