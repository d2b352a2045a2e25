'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import {
  ACCEPT_ALL,
  REJECT_ALL,
  getConsentSnapshot,
  getServerConsentSnapshot,
  parseConsent,
  saveConsent,
  subscribeConsent,
  type Consent,
} from '@/lib/consent';
import { Analytics } from './analytics';
import { COOKIE_WORDS } from '@/lib/words/visitor';

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
// Phones get a compact bar (one row of buttons, smaller text): it must leave most of the first screen to the page.
const buttonLook = `min-h-11 min-w-0 items-center justify-center rounded-lg px-2 py-2 text-center text-xs leading-4 font-semibold transition-colors disabled:cursor-wait sm:px-3 sm:text-sm sm:leading-5 ${focusRing}`;
const buttonBase = `inline-flex ${buttonLook}`;
const solidButton = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`;
const outlineLook = `${buttonLook} bg-white text-slate-900 ring-1 ring-inset ring-slate-400 hover:bg-slate-100`;

type Choices = { analytics: boolean; ads: boolean };

/** Cookie banner (bottom sheet) shown until the visitor chooses, then a floating button to reopen it. */
export function CookieConsent({ gaId }: { gaId: string | null }) {
  const raw = useSyncExternalStore(subscribeConsent, getConsentSnapshot, getServerConsentSnapshot);
  const [reopened, setReopened] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const [draft, setDraft] = useState<Choices>({ analytics: false, ads: false });
  const dialogRef = useRef<HTMLDivElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'dialog' | 'button' | null>(null);
  const ids = useId();

  // Focus only follows the visitor's own actions; the banner never steals focus on page load. After a choice it goes
  // to the settings button below the footer without scrolling there: the reader stays where they were reading, and
  // the next Tab continues from the control that reopens the banner.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    (target === 'dialog' ? dialogRef.current : settingsButtonRef.current)?.focus({ preventScroll: true });
  });

  // undefined on the server and while hydrating: the banner is rendered for everyone, and the inline script in the
  // root layout has already hidden it (before the first paint) where a choice is stored. Until the page's scripts
  // run, its buttons are disabled: a click then would do nothing.
  const pending = raw === undefined;
  const saved = pending ? null : parseConsent(raw);
  const open = saved === null || reopened;

  useBannerSpace(dialogRef, open);

  function close() {
    setReopened(false);
    setShowDetails(false);
    pendingFocus.current = 'button';
  }

  function save(consent: Consent) {
    saveConsent(consent);
    close();
  }

  function reopen() {
    setDraft({ analytics: saved?.analytics ?? false, ads: saved?.ads ?? false });
    setShowDetails(true);
    setReopened(true);
    pendingFocus.current = 'dialog';
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && saved) close();
  }

  const titleId = `${ids}-title`;
  const descriptionId = `${ids}-description`;
  const detailsId = `${ids}-details`;

  return (
    <>
      {open ? (
        <div
          ref={dialogRef}
          role="dialog"
          data-cookie-banner={pending ? 'pending' : 'open'}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-slate-800 shadow-[0_-8px_30px_rgb(15_23_42/0.18)] outline-none sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-[26rem] sm:rounded-2xl sm:border sm:p-5 print:hidden"
        >
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-sm font-semibold text-slate-900 sm:pt-0.5 sm:text-base">
              {COOKIE_WORDS.title}
            </h2>
            {saved ? (
              <button
                type="button"
                aria-label={COOKIE_WORDS.close}
                onClick={close}
                className={`-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
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
            ) : null}
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

          <fieldset id={detailsId} hidden={!showDetails} className="mt-3 border-t border-slate-200 pt-2">
            <legend className="sr-only">{COOKIE_WORDS.kinds}</legend>
            <ConsentOption id={`${ids}-functional`} label={COOKIE_WORDS.functional} hint={COOKIE_WORDS.functionalHint} checked disabled />
            <ConsentOption
              id={`${ids}-analytics`}
              label={COOKIE_WORDS.analytics}
              hint={COOKIE_WORDS.analyticsHint}
              checked={draft.analytics}
              onChange={(analytics) => setDraft((d) => ({ ...d, analytics }))}
            />
            <ConsentOption
              id={`${ids}-ads`}
              label={COOKIE_WORDS.ads}
              hint={COOKIE_WORDS.adsHint}
              checked={draft.ads}
              onChange={(ads) => setDraft((d) => ({ ...d, ads }))}
            />
          </fieldset>

          {/* Columns may shrink and labels wrap: on a 360 to 390 px phone three labels in one row were wider than the box. */}
          <div className="mt-2 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2 sm:mt-3 sm:grid-cols-2">
            <button type="button" disabled={pending} className={solidButton} onClick={() => save(REJECT_ALL)}>
              {COOKIE_WORDS.rejectAll}
            </button>
            <button type="button" disabled={pending} className={solidButton} onClick={() => save(ACCEPT_ALL)}>
              {COOKIE_WORDS.acceptAll}
            </button>
            <button
              type="button"
              disabled={pending}
              aria-expanded={showDetails}
              aria-controls={detailsId}
              onClick={() => setShowDetails((v) => !v)}
              className={`${buttonBase} gap-1 text-brand-700 underline-offset-2 hover:bg-brand-50 hover:underline`}
            >
              {COOKIE_WORDS.customise}
              <svg
                viewBox="0 0 20 20"
                className={`size-4 transition-transform ${showDetails ? 'rotate-180' : ''}`}
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
              disabled={pending}
              className={`${outlineLook} ${showDetails ? 'col-span-3 inline-flex sm:col-span-1' : 'hidden sm:inline-flex'}`}
              onClick={() => save({ functional: true, ...draft })}
            >
              {COOKIE_WORDS.save}
            </button>
          </div>
          {/* The banner's last element: until the page's HTML has reached it, the banner is not shown (globals.css). */}
          <span data-banner-end hidden />
        </div>
      ) : (
        // Its own strip below the footer, so it never sits on the page's text (a fixed button did, on phones).
        <div className="bg-slate-900 print:hidden">
          <div className="mx-auto max-w-7xl px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
            <button
              ref={settingsButtonRef}
              type="button"
              aria-label={COOKIE_WORDS.settings}
              aria-haspopup="dialog"
              title={COOKIE_WORDS.settings}
              onClick={reopen}
              className={`grid size-12 place-items-center rounded-full bg-white text-amber-800 shadow-lg ring-1 ring-slate-300 transition-colors hover:bg-amber-50 ${focusRing}`}
            >
              <CookieIcon />
            </button>
          </div>
        </div>
      )}
      <Analytics gaId={gaId} />
    </>
  );
}

/**
 * While the banner is open, the page keeps room for it at its end and scrolling stops short of it (scroll padding),
 * and whatever a click just opened (a control's aria-controls target, such as the report form "Laporkan" opens) is
 * scrolled above it rather than left beneath it.
 */
function useBannerSpace(banner: RefObject<HTMLDivElement | null>, open: boolean) {
  useEffect(() => {
    const el = banner.current;
    if (!open || !el) return;
    const root = document.documentElement;
    const body = document.body;
    // Set on <html> and <body> themselves, not as a custom property they would pass down: a custom property on the
    // root restyles every element of the page (120 ms on a phone, right after hydration); these restyle two.
    const resize = new ResizeObserver(() => {
      // Hidden by the pre-paint rule (a choice is stored) it measures 0.
      const room = `${el.offsetHeight}px`;
      root.style.scrollPaddingBottom = room;
      body.style.paddingBottom = room;
    });
    resize.observe(el);
    const onClick = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest('[aria-controls]') : null;
      if (!control || el.contains(control)) return;
      requestAnimationFrame(() => {
        if (control.getAttribute('aria-expanded') === 'false') return;
        const target = document.getElementById(control.getAttribute('aria-controls') ?? '');
        if (target && target.getBoundingClientRect().bottom > el.getBoundingClientRect().top) target.scrollIntoView({ block: 'nearest' });
      });
    };
    document.addEventListener('click', onClick);
    return () => {
      resize.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
      document.removeEventListener('click', onClick);
    };
  }, [banner, open]);
}

type OptionProps = {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
};

function ConsentOption({ id, label, hint, checked, disabled, onChange }: OptionProps) {
  return (
    <div className="rounded-lg px-2 hover:bg-slate-50">
      <label
        htmlFor={id}
        className={`flex min-h-11 items-center gap-3 text-sm font-medium text-slate-900 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          readOnly={disabled}
          aria-describedby={`${id}-hint`}
          onChange={onChange ? (e) => onChange(e.target.checked) : undefined}
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
