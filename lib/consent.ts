/** Browser storage key of the cookie consent record. */
export const CONSENT_KEY = 'cookieConsent';
/** Window event fired after this tab saves a new consent record. */
export const CONSENT_EVENT = 'cookieconsentchange';
/** Set on <html> by CONSENT_PREPAINT_SCRIPT when a valid choice is stored: CSS hides the server-rendered banner. */
export const CONSENT_CHOSEN_ATTR = 'data-consent-chosen';

/**
 * Runs inline in <head>, before the body is parsed or painted: marks the document when a valid choice is stored
 * (the same test as parseConsent), so the banner the server rendered for everyone never flashes for a visitor who
 * has chosen. The site's policy allows inline scripts (lib/server/security-headers.ts), so it needs no nonce.
 */
export const CONSENT_PREPAINT_SCRIPT =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})||'null');` +
  `if(c&&typeof c==='object'&&typeof c.analytics==='boolean'&&typeof c.ads==='boolean')` +
  `document.documentElement.setAttribute(${JSON.stringify(CONSENT_CHOSEN_ATTR)},'')}catch(e){}`;

export type Consent = { functional: true; analytics: boolean; ads: boolean };

export const REJECT_ALL: Consent = Object.freeze({ functional: true, analytics: false, ads: false });
export const ACCEPT_ALL: Consent = Object.freeze({ functional: true, analytics: true, ads: true });

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

// Functional cookies are mandatory, so whatever was stored for them is read as true. Checked by hand rather than
// with zod: this runs on every public page and two booleans do not justify a validation library in the bundle.
const isStoredConsent = (v: unknown): v is { analytics: boolean; ads: boolean } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Record<string, unknown>).analytics === 'boolean' &&
  typeof (v as Record<string, unknown>).ads === 'boolean';

/** The consent in a stored string; null when missing or not a valid record. */
export function parseConsent(raw: string | null | undefined): Consent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStoredConsent(value)) return null;
  return { functional: true, analytics: value.analytics, ads: value.ads };
}

function serialiseConsent(consent: Consent): string {
  return JSON.stringify({ functional: true, analytics: consent.analytics, ads: consent.ads });
}

/** Saved consent, or null when there is none, it is malformed, or storage cannot be read. */
export function readConsent(storage: ReadableStorage | null | undefined): Consent | null {
  if (!storage) return null;
  try {
    return parseConsent(storage.getItem(CONSENT_KEY));
  } catch {
    return null;
  }
}

/** Saves the record; false when storage is missing, full or blocked. */
export function writeConsent(storage: WritableStorage | null | undefined, consent: Consent): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CONSENT_KEY, serialiseConsent(consent));
    return true;
  } catch {
    return false;
  }
}

// Browser glue (lib/page-actions/consent.ts). Touching window.localStorage can itself throw
// (blocked site data), and a failed write must still hide the banner for this visit.
let unsavedRaw: string | undefined;

function browserStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The raw stored record, as a string. */
export function getConsentSnapshot(): string | null {
  if (unsavedRaw !== undefined) return unsavedRaw;
  try {
    return browserStorage()?.getItem(CONSENT_KEY) ?? null;
  } catch {
    return null;
  }
}

export function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_KEY) onChange();
  };
  window.addEventListener(CONSENT_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Saves in localStorage (or, when blocked, for this page view) and tells listeners in this tab. */
export function saveConsent(consent: Consent): void {
  const record: Consent = { functional: true, analytics: consent.analytics, ads: consent.ads };
  unsavedRaw = writeConsent(browserStorage(), record) ? undefined : serialiseConsent(record);
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_EVENT, { detail: record }));
}
