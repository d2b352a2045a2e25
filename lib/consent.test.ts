import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_EVENT,
  CONSENT_CHOSEN_ATTR,
  CONSENT_KEY,
  CONSENT_PREPAINT_SCRIPT,
  REJECT_ALL,
  getConsentSnapshot,
  parseConsent,
  readConsent,
  saveConsent,
  subscribeConsent,
  writeConsent,
} from './consent';

class FakeStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

class BrokenStorage extends FakeStorage {
  override getItem(): string | null {
    throw new DOMException('blocked', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('full', 'QuotaExceededError');
  }
}

describe('presets', () => {
  it('"Tolak Semua" keeps only functional cookies, "Terima Semua" turns everything on', () => {
    expect(REJECT_ALL).toEqual({ functional: true, analytics: false, ads: false });
    expect(ACCEPT_ALL).toEqual({ functional: true, analytics: true, ads: true });
  });
});

describe('readConsent', () => {
  it('is null when nothing is saved or there is no storage', () => {
    expect(readConsent(new FakeStorage())).toBeNull();
    expect(readConsent(null)).toBeNull();
    expect(readConsent(undefined)).toBeNull();
  });

  it.each([
    ['not json', '{analytics: true'],
    ['empty string', ''],
    ['json null', 'null'],
    ['an array', '[true, true]'],
    ['a string', '"yes"'],
    ['a missing field', '{"functional":true,"analytics":true}'],
    ['a non-boolean field', '{"functional":true,"analytics":"true","ads":false}'],
  ])('is null for %s', (_label, raw) => {
    const storage = new FakeStorage();
    storage.setItem(CONSENT_KEY, raw);
    expect(readConsent(storage)).toBeNull();
  });

  it('reads a saved record and always reports functional as true', () => {
    const storage = new FakeStorage();
    storage.setItem(CONSENT_KEY, '{"functional":false,"analytics":true,"ads":false,"extra":1}');
    expect(readConsent(storage)).toEqual({ functional: true, analytics: true, ads: false });
  });

  it('is null when storage throws', () => {
    expect(readConsent(new BrokenStorage())).toBeNull();
  });
});

describe('writeConsent', () => {
  it('round-trips through readConsent under the cookieConsent key', () => {
    const storage = new FakeStorage();
    const consent = { functional: true as const, analytics: false, ads: true };
    expect(writeConsent(storage, consent)).toBe(true);
    expect(JSON.parse(storage.getItem('cookieConsent') ?? '')).toEqual(consent);
    expect(readConsent(storage)).toEqual(consent);
    expect(writeConsent(storage, ACCEPT_ALL)).toBe(true);
    expect(readConsent(storage)).toEqual(ACCEPT_ALL);
  });

  it('reports failure instead of throwing', () => {
    expect(writeConsent(new BrokenStorage(), ACCEPT_ALL)).toBe(false);
    expect(writeConsent(null, ACCEPT_ALL)).toBe(false);
  });
});

describe('parseConsent', () => {
  it('accepts exactly the stored shape', () => {
    expect(parseConsent('{"functional":true,"analytics":false,"ads":false}')).toEqual(REJECT_ALL);
    expect(parseConsent(null)).toBeNull();
  });
});

describe('browser store', () => {
  function fakeWindow(storage: Storage) {
    const target = new EventTarget();
    const win = Object.assign(target, { localStorage: storage });
    vi.stubGlobal('window', win);
    return win;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves, notifies subscribers in this tab and exposes the raw snapshot', () => {
    const storage = new FakeStorage();
    const win = fakeWindow(storage);
    const onChange = vi.fn();
    const details: unknown[] = [];
    win.addEventListener(CONSENT_EVENT, (e) => details.push((e as CustomEvent).detail));
    const unsubscribe = subscribeConsent(onChange);

    expect(getConsentSnapshot()).toBeNull();
    saveConsent({ functional: true, analytics: true, ads: false });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(details).toEqual([{ functional: true, analytics: true, ads: false }]);
    expect(parseConsent(getConsentSnapshot())).toEqual({ functional: true, analytics: true, ads: false });
    expect(readConsent(storage)).toEqual({ functional: true, analytics: true, ads: false });

    unsubscribe();
    saveConsent(REJECT_ALL);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows changes made in other tabs', () => {
    fakeWindow(new FakeStorage());
    const onChange = vi.fn();
    const unsubscribe = subscribeConsent(onChange);
    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'somethingElse' }));
    expect(onChange).not.toHaveBeenCalled();
    window.dispatchEvent(Object.assign(new Event('storage'), { key: CONSENT_KEY }));
    window.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps the choice for this page view when storage is blocked', () => {
    fakeWindow(new BrokenStorage());
    expect(getConsentSnapshot()).toBeNull();
    saveConsent(ACCEPT_ALL);
    expect(parseConsent(getConsentSnapshot())).toEqual(ACCEPT_ALL);

    fakeWindow(new FakeStorage());
    saveConsent(REJECT_ALL);
    expect(parseConsent(getConsentSnapshot())).toEqual(REJECT_ALL);
  });
});

describe('the pre-paint script', () => {
  /** Runs the inline script against a stored value; true when it marked the document. */
  function marks(stored: string | null, throws = false): boolean {
    const attrs = new Map<string, string>();
    const localStorage = {
      getItem: () => {
        if (throws) throw new Error('blocked');
        return stored;
      },
    };
    const document = { documentElement: { setAttribute: (k: string, v: string) => attrs.set(k, v) } };
    new Function('localStorage', 'document', CONSENT_PREPAINT_SCRIPT)(localStorage, document);
    return attrs.has(CONSENT_CHOSEN_ATTR);
  }

  it('marks the document exactly when parseConsent finds a choice', () => {
    const cases = [
      null,
      '',
      'null',
      '[]',
      '{bad json',
      '{"analytics":true}',
      '{"analytics":"yes","ads":false}',
      '{"functional":true,"analytics":false,"ads":false}',
      '{"analytics":true,"ads":true}',
    ];
    for (const raw of cases) expect(marks(raw), String(raw)).toBe(parseConsent(raw) !== null);
    expect(marks('{"analytics":true,"ads":true}', true)).toBe(false);
  });
});
