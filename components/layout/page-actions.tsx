'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { CONSENT_CHOSEN_ATTR, getConsentSnapshot, parseConsent } from '@/lib/consent';
import { ACT_ATTR, type ActContext, ACT_PENDING_ATTR, ACT_READY_ATTR, actionOf } from '@/lib/page-actions/tap';

type Behaviour = { act?: (el: HTMLElement, action: string, ctx: ActContext) => void; start?: () => void };
type Module = {
  load: () => Promise<Behaviour>;
  /** Whether the page needs the module before its first use: started on idle. */
  atIdle: () => boolean;
};

const MODULES: Record<string, Module> = {
  consent: {
    load: () => import('@/lib/page-actions/consent'),
    // The open banner keeps room for itself; allowed Analytics loads.
    atIdle: () =>
      !document.documentElement.hasAttribute(CONSENT_CHOSEN_ATTR) ||
      (document.querySelector('[data-cookie-banner][data-ga-id]') !== null && parseConsent(getConsentSnapshot())?.analytics === true),
  },
  share: {
    load: () => import('@/lib/page-actions/share'),
    atIdle: () => typeof navigator.share === 'function' && document.querySelector('[data-share-native][hidden]') !== null,
  },
  sheet: {
    load: () => import('@/lib/page-actions/sheet'),
    // Only when "Filter" is pressed: the sheet's form cannot change before.
    atIdle: () => false,
  },
  sticky: {
    load: () => import('@/lib/page-actions/sticky'),
    atIdle: () => document.querySelector('[data-sticky]:not([data-watching])') !== null,
  },
};

const loaded = new Map<string, Promise<Behaviour>>();
/** The module, loaded once and started once it is. */
function load(name: string): Promise<Behaviour> | null {
  const mod = MODULES[name];
  if (!mod) return null;
  let p = loaded.get(name);
  if (!p) {
    p = mod.load().then((m) => (m.start?.(), m));
    loaded.set(name, p);
  }
  return p;
}

function run(el: HTMLElement, ctx: ActContext) {
  const named = actionOf(el);
  if (named) void load(named[0])?.then((m) => m.act?.(el, named[1], ctx));
}

// Safari has no requestIdleCallback: a moment after the page's own work.
const idle = typeof requestIdleCallback === 'function';
const whenIdle = (fn: () => void): number => (idle ? requestIdleCallback(fn, { timeout: 3000 }) : window.setTimeout(fn, 300));
const cancelIdle = (id: number) => (idle ? cancelIdleCallback(id) : window.clearTimeout(id));

/**
 * The one piece of client code behind the controls that are server HTML marked `data-act` (lib/page-actions/tap.ts):
 * the cookie banner, the share buttons, the detail page's action bar and the Filter sheet hydrate nothing. A click on the document loads
 * the control's module with import() (its code starts to load as the finger lands) and runs it; a tap made before
 * this ran was kept by ACT_TAP_SCRIPT and is replayed here. What a page needs before its first use (room for the open
 * banner, Analytics once allowed, the action bar, "Bagikan") starts on idle, on every page the visitor opens.
 */
export function PageActions() {
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    const ctx: ActContext = { navigate: (href) => router.push(href) };
    const control = (e: Event) => (e.target instanceof Element ? e.target.closest<HTMLElement>(`[${ACT_ATTR}]`) : null);
    const onClick = (e: MouseEvent) => {
      const el = control(e);
      if (el) run(el, ctx);
    };
    const onPointerDown = (e: PointerEvent) => {
      const el = control(e);
      const named = el ? actionOf(el) : null;
      if (named) void load(named[0]);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onPointerDown);
    document.documentElement.setAttribute(ACT_READY_ATTR, '');
    const pending = document.querySelector<HTMLElement>(`[${ACT_PENDING_ATTR}]`);
    if (pending) {
      pending.removeAttribute(ACT_PENDING_ATTR);
      run(pending, ctx);
    }
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPointerDown);
      document.documentElement.removeAttribute(ACT_READY_ATTR);
    };
  }, [router]);

  useEffect(() => {
    const id = whenIdle(() => {
      for (const [name, mod] of Object.entries(MODULES)) {
        if (!mod.atIdle()) continue;
        const p = loaded.get(name);
        // Loaded before: started already, but this page's elements are new (a navigation in the browser).
        if (p) void p.then((m) => m.start?.());
        else void load(name);
      }
    });
    return () => cancelIdle(id);
  }, [pathname]);

  return null;
}
