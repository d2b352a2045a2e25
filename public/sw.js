/* InfoLomba's service worker, hand-written (see docs/architecture.md, "Reminders and the installable app").
 *
 * - Reading offline: the home page and the saved list (kept from the first visit: the installed app starts at "/"),
 *   the page the visitor was reading when the worker started (it registers after the page has loaded), and every
 *   page they open whose address alone says what it shows (detail pages, tags, policies) are fetched from the
 *   network first and kept; when the network fails the kept copy is served, and the page's own offline note says
 *   it may be out of date. Other pages fall back to /offline. Build files (/_next/static) a kept page names are
 *   kept with it, and the logo, so a kept page still has its styles, scripts and header. The saved list itself
 *   is read offline from this browser's own copy (lib/saved-copy.ts).
 * - Push: shows the reminder the server sent (title, body, link), with a "stop" action that posts the message's
 *   one-click unsubscribe address, the same as the link in every reminder e-mail.
 *
 * This file is served with Cache-Control: no-cache (next.config.ts), so a browser's update check always reaches the
 * server and a fixed worker replaces a broken one on the next visit. Bump VERSION when the caching rules change.
 */
const VERSION = 'v2';
const PAGES = `pages-${VERSION}`;
const STATIC = `static-${VERSION}`;
const MAX_PAGES = 60;
const MAX_STATIC = 400;
const OFFLINE_URL = '/offline';
/** Kept from the first visit on: the installed app starts at "/", and the saved list must open offline. */
const START_PAGES = ['/', '/tersimpan'];
/** The site's own images on every page (the header's logo): served from the network, or the kept copy offline. */
const SHELL_FILES = ['/favicon.svg', '/icons/icon-192.png'];

/**
 * Keeps a page and the build files it needs (scripts, styles, fonts) so it opens offline as it looked. The worker
 * starts after the first page has loaded, so that page's files came from the network before it could see them.
 */
async function keepPage(url) {
  const response = await fetch(new Request(url, { credentials: 'same-origin', cache: 'no-cache', redirect: 'manual' }));
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(PAGES);
  await cache.put(url, response.clone());
  await keepAssetsOf(await response.text());
}

const ASSET_RE = /\/_next\/static\/[A-Za-z0-9_\-./~%]+?\.(?:js|css|woff2?)/g;

async function keepAssetsOf(text) {
  const cache = await caches.open(STATIC);
  const urls = [...new Set(text.match(ASSET_RE) || [])];
  await Promise.all(
    urls.map(async (u) => {
      if (await cache.match(u)) return;
      const response = await fetch(u).catch(() => null);
      if (!response || !response.ok) return;
      await cache.put(u, response.clone());
      // A style sheet names the fonts it uses.
      if (u.endsWith('.css')) await keepAssetsOf(await response.text());
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const pages = await caches.open(PAGES);
      await pages.addAll([OFFLINE_URL]);
      await (await caches.open(STATIC)).addAll(SHELL_FILES);
      // The start pages are worth having but not worth failing the install for.
      await Promise.allSettled(START_PAGES.map(keepPage));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(keys.filter((k) => k !== PAGES && k !== STATIC).map((k) => caches.delete(k)));
      await self.clients.claim();
      // The page the visitor is reading loaded before this worker existed: keep it now, as a later visit would.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await Promise.allSettled(
        windows.map((w) => new URL(w.url)).filter((u) => u.origin === self.location.origin && keepsPage(u)).map((u) => keepPage(u.pathname)),
      );
    })(),
  );
});

/** Pages kept for offline reading: those whose address alone says what they show (a search's query is not kept). */
function keepsPage(url) {
  const p = url.pathname;
  return (
    START_PAGES.includes(p) ||
    p.startsWith('/berita/') ||
    p.startsWith('/halaman/') ||
    p.startsWith('/tags/') ||
    ['/about', '/privacy-policy', '/terms-of-service', '/cookie', '/disclaimer'].includes(p)
  );
}

/** Pages worth keeping for offline reading, plus the saved list's data. */
function keepsForOffline(url, request) {
  if (request.mode === 'navigate') return keepsPage(url);
  return url.pathname === '/api/competitions' && url.searchParams.has('ids');
}

async function trim(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

async function networkFirst(request, keep) {
  const cache = await caches.open(PAGES);
  try {
    // Past the browser's HTTP cache: pages allow stale-while-revalidate, and a stale page from there would show
    // offline as if it were fresh. A page the server cannot give now comes from our copy, with its offline note.
    const response = await fetch(
      request.mode === 'navigate'
        ? new Request(request.url, { cache: 'no-cache', credentials: 'same-origin', headers: request.headers, redirect: 'manual' })
        : new Request(request, { cache: 'no-cache' }),
    );
    if (keep && response.ok && response.type === 'basic') {
      // The API's list is cached under its URL; a page under its URL without the query (one copy per page).
      const key = request.mode === 'navigate' ? new URL(request.url).pathname : request;
      await cache.delete(key, { ignoreSearch: request.mode === 'navigate' });
      await cache.put(key, response.clone());
      await trim(cache, MAX_PAGES);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (kept) return request.mode === 'navigate' ? markedAsKept(kept) : kept;
    if (request.mode === 'navigate') {
      const offline = await cache.match(OFFLINE_URL);
      if (offline) return offline;
    }
    throw error;
  }
}

/**
 * A kept page says so: an attribute on <html> that the page's offline note looks for (components/reminders/offline-support.tsx),
 * so the note shows exactly when what the visitor reads is an old copy, whatever navigator.onLine says.
 */
async function markedAsKept(response) {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html.replace('<html', '<html data-kept-copy=""'), { status: response.status, headers });
}

async function networkElseKept(request) {
  const cache = await caches.open(STATIC);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache, MAX_STATIC);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(networkElseKept(request));
    return;
  }
  // RSC requests of client navigations are left to the network: offline, the browser falls back to a full load.
  if (request.headers.get('RSC')) return;
  const keep = keepsForOffline(url, request);
  if (keep || request.mode === 'navigate') event.respondWith(networkFirst(request, keep));
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const options = {
    body: data.body || '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: data.tag || undefined,
    lang: 'id',
    data: { url: data.url || '/', unsubscribe: data.unsubscribe || null },
    actions: data.unsubscribe && data.stop ? [{ action: 'stop', title: data.stop }] : [],
  };
  event.waitUntil(self.registration.showNotification(data.title || 'InfoLomba', options));
});

// The push service replaced this browser's subscription (expired or rotated): tell the server the new endpoint, so
// the reminders it follows keep arriving. Without the old subscription (some browsers give none) there is nothing
// to match, and the visitor turns reminders on again from the site.
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  if (!old) return;
  event.waitUntil(
    (async () => {
      const key = old.options && old.options.applicationServerKey;
      const next = event.newSubscription || (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
      if (!next) return;
      await fetch('/api/pengingat/push/ganti', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ oldEndpoint: old.endpoint, subscription: next.toJSON() }),
      });
    })().catch(() => undefined),
  );
});

self.addEventListener('notificationclick', (event) => {
  const { url, unsubscribe } = event.notification.data || {};
  event.notification.close();
  if (event.action === 'stop' && unsubscribe) {
    event.waitUntil(
      fetch(unsubscribe, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }).catch(
        () => undefined,
      ),
    );
    return;
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const target = new URL(url || '/', self.location.origin).href;
      const open = windows.find((w) => w.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
