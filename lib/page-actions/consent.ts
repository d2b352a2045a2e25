/**
 * The cookie banner's behaviour (components/layout/cookie-consent.tsx renders it as server HTML), loaded by the page
 * actions island on the banner's first use, or on idle while the banner shows or Google Analytics is allowed. Its
 * state lives in the DOM: `data-cookie-banner` on the dialog ('pending' as the server sent it, hidden by CSS once a
 * choice is stored and <html> carries CONSENT_CHOSEN_ATTR; 'open' when reopened), `data-details` while the choices
 * are shown, `hidden` on the details.
 */
import {
  ACCEPT_ALL,
  CONSENT_CHOSEN_ATTR,
  CONSENT_KEY,
  type Consent,
  getConsentSnapshot,
  parseConsent,
  REJECT_ALL,
  saveConsent,
} from '@/lib/consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** On <html> while the banner is reopened: the settings button below the footer hides meanwhile. */
const OPEN_ATTR = 'data-consent-open';
const bannerEl = () => document.querySelector<HTMLElement>('[data-cookie-banner]');
const root = () => document.documentElement;

/** Whether the banner is on screen: no choice is stored, or the visitor reopened it. */
const isOpen = (b: HTMLElement) => !root().hasAttribute(CONSENT_CHOSEN_ATTR) || b.dataset.cookieBanner === 'open';

function consentMode(analytics: boolean, ads: boolean) {
  const ad = ads ? 'granted' : 'denied';
  return { analytics_storage: analytics ? 'granted' : 'denied', ad_storage: ad, ad_user_data: ad, ad_personalization: ad };
}

/**
 * Google Analytics, loaded only once the visitor allows analytics cookies (the id is the server's setting, on the
 * banner as `data-ga-id`). A loaded script cannot be unloaded, so a later change of mind goes through Consent Mode.
 */
function applyAnalytics(b: HTMLElement, consent: Consent | null) {
  const id = b.dataset.gaId;
  if (!id || !consent) return;
  if (typeof window.gtag === 'function') {
    window.gtag('consent', 'update', consentMode(consent.analytics, consent.ads));
    return;
  }
  if (!consent.analytics) return;
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads each call's `arguments` object, not an array.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the shape gtag.js expects
    dataLayer.push(arguments);
  };
  window.gtag('consent', 'default', consentMode(true, consent.ads));
  window.gtag('js', new Date());
  window.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

let stopSpace: (() => void) | null = null;

/**
 * While the banner is open, the page keeps room for it at its end and scrolling stops short of it (scroll padding),
 * and whatever a click just opened (a control's aria-controls target, such as the report form "Laporkan" opens) is
 * scrolled above it rather than left beneath it. Set on <html> and <body> themselves, not as a custom property they
 * would pass down: a custom property on the root restyles every element of the page.
 */
function keepSpace(b: HTMLElement, on: boolean) {
  if (!on) {
    stopSpace?.();
    stopSpace = null;
    return;
  }
  if (stopSpace) return;
  const html = root();
  const body = document.body;
  const resize = new ResizeObserver(() => {
    const room = `${b.offsetHeight}px`;
    html.style.scrollPaddingBottom = room;
    body.style.paddingBottom = room;
  });
  resize.observe(b);
  const reveal = (control: Element, again = 2) => {
    const target = document.getElementById(control.getAttribute('aria-controls') ?? '');
    if (target && target.getBoundingClientRect().bottom > b.getBoundingClientRect().top) target.scrollIntoView({ block: 'nearest' });
    // Once more a little later: what the page lays out meanwhile (a form's last rows, the banner's own height on a
    // busy phone) can leave the target's end beneath the banner again.
    if (target && again) setTimeout(() => reveal(control, again - 1), 250);
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest('[aria-controls]') : null;
    if (!control || b.contains(control)) return;
    requestAnimationFrame(() => {
      if (control.getAttribute('aria-expanded') !== 'false') return reveal(control);
      // Not open yet: a tap React replays once the control has hydrated opens it a moment later.
      const watch = new MutationObserver(() => {
        if (control.getAttribute('aria-expanded') !== 'true') return;
        watch.disconnect();
        requestAnimationFrame(() => reveal(control));
      });
      watch.observe(control, { attributes: true, attributeFilter: ['aria-expanded'] });
      setTimeout(() => watch.disconnect(), 5000);
    });
  };
  document.addEventListener('click', onClick);
  stopSpace = () => {
    resize.disconnect();
    html.style.removeProperty('scroll-padding-bottom');
    body.style.removeProperty('padding-bottom');
    document.removeEventListener('click', onClick);
  };
}

function showDetails(b: HTMLElement, on: boolean) {
  b.toggleAttribute('data-details', on);
  const details = b.querySelector<HTMLElement>('[data-consent-details]');
  if (details) details.hidden = !on;
  b.querySelector('[data-act="consent:customise"]')?.setAttribute('aria-expanded', String(on));
}

const checkbox = (b: HTMLElement, name: string) => b.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/** Closes the banner; focus goes to the settings button below the footer without scrolling there (a choice). */
function close(b: HTMLElement, focus: boolean) {
  root().setAttribute(CONSENT_CHOSEN_ATTR, '');
  root().removeAttribute(OPEN_ATTR);
  b.dataset.cookieBanner = 'pending';
  showDetails(b, false);
  keepSpace(b, false);
  if (focus) document.querySelector<HTMLElement>('[data-act="consent:reopen"]')?.focus({ preventScroll: true });
}

function choose(b: HTMLElement, consent: Consent) {
  saveConsent(consent);
  close(b, true);
  applyAnalytics(b, consent);
}

function reopen(b: HTMLElement) {
  const saved = parseConsent(getConsentSnapshot());
  for (const name of ['analytics', 'ads'] as const) {
    const box = checkbox(b, name);
    if (box) box.checked = saved?.[name] ?? false;
  }
  showDetails(b, true);
  b.dataset.cookieBanner = 'open';
  root().setAttribute(OPEN_ATTR, '');
  keepSpace(b, true);
  b.focus();
}

/** What a control of the banner does (`data-act="consent:..."`). */
export function act(_el: HTMLElement, action: string): void {
  const b = bannerEl();
  if (!b) return;
  if (action === 'reject') choose(b, REJECT_ALL);
  else if (action === 'accept') choose(b, ACCEPT_ALL);
  else if (action === 'save') {
    choose(b, { functional: true, analytics: checkbox(b, 'analytics')?.checked ?? false, ads: checkbox(b, 'ads')?.checked ?? false });
  } else if (action === 'customise') showDetails(b, !b.hasAttribute('data-details'));
  else if (action === 'close') close(b, true);
  else if (action === 'reopen') reopen(b);
}

let started = false;

/** Room for the open banner, Escape to close a reopened one, a choice made in another tab, and Analytics. */
export function start(): void {
  const b = bannerEl();
  if (!b || started) return;
  started = true;
  keepSpace(b, isOpen(b));
  b.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && b.dataset.cookieBanner === 'open') close(b, true);
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== CONSENT_KEY && event.key !== null) return;
    const consent = parseConsent(getConsentSnapshot());
    if (consent && b.dataset.cookieBanner !== 'open') close(b, false);
    applyAnalytics(b, consent);
  });
  applyAnalytics(b, parseConsent(getConsentSnapshot()));
}
