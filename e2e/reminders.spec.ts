import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import webpush from 'web-push';
import { startPushService, type BrowserSubscription, type PushService } from './fakes/push-service';
import { startSmtpServer, type SmtpTestServer } from './fakes/smtp';
import { expectNoAxeViolations } from './support/axe';
import { failOnCspViolations } from './support/csp';
import { readMainData, slugify, type SampleCompetition } from './support/data';
import { E2E_DIR, POSTER_PORT, serverEnv } from './support/env.mjs';
import { holdScripts } from './support/hold-scripts';
import { freePort, startNextServer, type NextServer } from './support/next-server';

/**
 * Reminders in the browser, on a server of their own with VAPID keys and SMTP, against a local push service that
 * verifies the VAPID JWT and decrypts the aes128gcm payload (e2e/fakes/push-service.ts) and a local SMTP server.
 * Chromium here has no push service of its own, so the ONLY stub is PushManager.prototype.subscribe: it returns a
 * subscription made by the local push service (its endpoint and keys), as Chrome's would come from FCM. The page's
 * own code, the service worker registration, the server and the job are all real. The schedule itself (7/3/1 days
 * with the clock moved, extensions, 410, retries, two runs at once, the digest) is covered in
 * lib/reminders/reminders.test.ts, where the clock can be moved.
 */
failOnCspViolations(test);

const DATA = `${E2E_DIR}/reminders-data.json`;
const SUBSCRIPTIONS = `${E2E_DIR}/reminders-data.subscriptions.json`;
const CRON_SECRET = 'pengingat-e2e-cron-secret-0123456789';
const vapid = webpush.generateVAPIDKeys();
const jakartaDay = (offsetDays: number) => new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const pathOf = (c: SampleCompetition) => `/berita/${c.id}-${slugify(c.title)}`;

let push: PushService;
let smtp: SmtpTestServer;
let app: NextServer;
let weekAway: SampleCompetition;
let threeDays: SampleCompetition;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [push, smtp] = await Promise.all([startPushService(), startSmtpServer()]);
  const items = readMainData();
  // Two open competitions whose deadlines make reminders due today: 7 days and 3 days away (Jakarta dates).
  weekAway = { ...items[0]!, registration: { start: jakartaDay(-10), end: jakartaDay(7) } };
  threeDays = { ...items[1]!, registration: { start: jakartaDay(-10), end: jakartaDay(3) } };
  writeFileSync(DATA, JSON.stringify([weekAway, threeDays, ...items.slice(2)], null, 2));
  rmSync(SUBSCRIPTIONS, { force: true });
  const port = await freePort();
  app = await startNextServer(
    'reminders',
    serverEnv({
      DATA_FILE: DATA,
      SITE_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:pengingat@infolomba.test',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'InfoLomba <pengingat@infolomba.test>',
      FETCH_ALLOW_HOSTS: `127.0.0.1:${POSTER_PORT},127.0.0.1:${push.port}`,
      // The test runs the job itself, at any hour of the day.
      JOB_TIMER: 'off',
      CRON_SECRET,
      REMINDER_HOURS: '0-24',
    }),
    port,
  );
});

test.afterAll(async () => {
  await app?.close();
  await Promise.all([push?.close(), smtp?.close()]);
});

test('asks for push only when pressed, and the job delivers the 7-day reminder through the push service', async ({ page, context }) => {
  const subscription: BrowserSubscription = push.subscribe(vapid.publicKey);
  await context.grantPermissions(['notifications'], { origin: app.url });
  // The one stub (see the top of this file): PushManager.subscribe answers with the local push service's subscription.
  await page.addInitScript((sub) => {
    PushManager.prototype.subscribe = async function () {
      return { endpoint: sub.endpoint, toJSON: () => sub } as unknown as PushSubscription;
    };
  }, subscription);

  await page.goto(`${app.url}${pathOf(weekAway)}`);
  await page.getByRole('button', { name: 'Ingatkan saya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ingatkan saya' });
  await expect(dialog.getByText('Kami kirim pengingat 7, 3 dan 1 hari sebelum pendaftaran ditutup')).toBeVisible();
  await dialog.getByRole('button', { name: 'Nyalakan notifikasi' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Notifikasi aktif. Kami akan mengingatkanmu di perangkat ini.');
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByRole('button', { name: 'Pengingat aktif' })).toBeVisible();

  const run = await page.request.post(`${app.url}/api/jobs/run`, { headers: { Authorization: `Bearer ${CRON_SECRET}` } });
  expect(run.status()).toBe(200);
  const message = await push.waitFor((m) => m.endpoint === subscription.endpoint);
  expect(message.json).toMatchObject({
    title: `Pendaftaran ditutup 7 hari lagi: ${weekAway.title}`,
    url: `${app.url}${pathOf(weekAway)}`,
  });
  expect(push.rejected).toEqual([]);

  // Cancelling is one click on the site too: the record no longer follows it.
  await page.getByRole('button', { name: 'Pengingat aktif' }).click();
  await dialog.getByRole('button', { name: 'Batalkan pengingat' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Pengingat dibatalkan.');
  expect(readFileSync(SUBSCRIPTIONS, 'utf8')).not.toContain(subscription.endpoint);
});

test('a stalled push leaves e-mail usable; one confirmation for three competitions; the button says off, waiting, active', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const items = readMainData();
  const third = items.slice(2).find((c) => c.registration.end >= jakartaDay(2))!;
  const closingToday = items.slice(2).find((c) => c.registration.end === jakartaDay(0))!;
  const address = 'tiga.lomba@sekolah.test';
  await context.grantPermissions(['notifications'], { origin: app.url });
  // This Chromium's pushManager.subscribe never settled in the walk: stubbed here to never settle.
  await page.addInitScript(() => {
    PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => undefined);
  });

  // No reminder can go out for a competition closing today: not offered.
  await page.goto(`${app.url}${pathOf(closingToday)}`);
  await expect(page.getByRole('button', { name: 'Simpan', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ingatkan saya' })).toHaveCount(0);

  await page.goto(`${app.url}${pathOf(weekAway)}`);
  await page.getByRole('button', { name: 'Ingatkan saya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ingatkan saya' });
  // The hour follows REMINDER_HOURS (0-24 on this server).
  await expect(dialog.getByText('ditutup (pukul 00.00 WIB)')).toBeVisible();
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Nyalakan notifikasi' }).click();
  await expect(dialog.getByRole('button', { name: 'Nyalakan notifikasi' })).toBeDisabled();
  // E-mail works while push waits.
  await dialog.getByLabel('Alamat email').fill(address);
  await dialog.getByRole('button', { name: 'Kirim link konfirmasi' }).click();
  await expect(dialog.getByRole('status')).toContainText('Cek kotak masuk emailmu');
  // Then the time limit: push is given back with what failed.
  await expect(dialog.getByRole('alert')).toHaveText(
    'Browser ini tidak menjawab saat notifikasi dinyalakan, jadi notifikasi belum aktif. Coba lagi nanti, atau pakai email di bawah.',
    { timeout: 15_000 },
  );
  expect(Date.now() - started).toBeLessThan(14_000);
  await expect(dialog.getByRole('button', { name: 'Nyalakan notifikasi' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByRole('button', { name: 'Menunggu konfirmasi email' })).toBeVisible();

  for (const c of [threeDays, third]) {
    await page.goto(`${app.url}${pathOf(c)}`);
    await page.getByRole('button', { name: 'Ingatkan saya' }).click();
    await dialog.getByLabel('Alamat email').fill(address);
    await dialog.getByRole('button', { name: 'Kirim link konfirmasi' }).click();
    await expect(dialog.getByRole('status')).toContainText('Lomba ini ikut dalam permintaan yang menunggu konfirmasi.');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByRole('button', { name: 'Menunggu konfirmasi email' })).toBeVisible();
  }
  // One message for the three, naming what it turns on.
  const confirmation = await smtp.waitFor((m) => m.to === address);
  expect(smtp.messages.filter((m) => m.to === address)).toHaveLength(1);
  expect(confirmation.text).toContain(`Pengingat yang diminta:\n- ${weekAway.title}`);

  // The confirm page names all three and links back to them.
  await page.goto(/http:\/\/\S+\/pengingat\/konfirmasi\?id=[\w-]+/.exec(confirmation.text)![0]);
  for (const c of [weekAway, threeDays, third])
    await expect(page.getByRole('link', { name: c.title, exact: true })).toHaveAttribute('href', pathOf(c));
  await page.getByRole('button', { name: 'Ya, kirimi saya pengingat' }).click();
  await expect(page.getByRole('status')).toHaveText('Terima kasih. Email pengingat sudah aktif.');

  await page.goto(`${app.url}${pathOf(threeDays)}`);
  await expect(page.getByRole('button', { name: 'Pengingat aktif' })).toBeVisible();

  // "Berhenti" from the message ends it; the page learns that from the server.
  const oneClick = /<(\S+)>/.exec(confirmation.header('List-Unsubscribe') ?? '')![1]!;
  expect((await page.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ingatkan saya' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lomba:pengingat'))).toBe('[]');
});

test('on an iPhone outside the home-screen app, the dialog says push needs it and offers e-mail', async ({ browser }) => {
  const iphone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await iphone.newPage();
  await page.goto(`${app.url}${pathOf(weekAway)}`);
  await page.getByRole('button', { name: 'Ingatkan saya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ingatkan saya' });
  await expect(
    dialog.getByText('notifikasi hanya bekerja setelah situs ini ditambahkan ke Layar Utama (iOS 16.4 atau lebih baru)'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Nyalakan notifikasi' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Kirim link konfirmasi' })).toBeVisible();
  await iphone.close();
});

test('e-mail: confirmed by the link before anything else, stopped by a one-click POST and never by a GET', async ({ page }) => {
  await page.goto(`${app.url}${pathOf(threeDays)}`);
  await page.getByRole('button', { name: 'Ingatkan saya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ingatkan saya' });
  await dialog.getByLabel('Alamat email').fill('Siswa.Pengingat@Sekolah.test');
  await dialog.getByRole('button', { name: 'Kirim link konfirmasi' }).click();
  await expect(dialog.getByRole('status')).toContainText('Cek kotak masuk emailmu');

  const confirmation = await smtp.waitFor((m) => m.to === 'siswa.pengingat@sekolah.test');
  expect(confirmation.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const link = /http:\/\/\S+\/pengingat\/konfirmasi\?id=([\w-]+)/.exec(confirmation.text)!;
  const id = link[1]!;
  // Opening the link confirms nothing (a mail scanner opens links); the button does.
  await page.goto(link[0]);
  expect(
    JSON.parse(readFileSync(SUBSCRIPTIONS, 'utf8')).subscriptions.find((s: { id: string }) => s.id === id).confirmedAt,
  ).toBeUndefined();
  await page.getByRole('button', { name: 'Ya, kirimi saya pengingat' }).click();
  await expect(page.getByRole('status')).toHaveText('Terima kasih. Email pengingat sudah aktif.');

  const oneClick = `${app.url}/api/pengingat/berhenti?id=${id}`;
  const get = await page.request.get(oneClick, { maxRedirects: 0 });
  expect(get.status()).toBe(303);
  expect(get.headers().location).toBe(`/pengingat/berhenti?id=${id}`);
  expect(readFileSync(SUBSCRIPTIONS, 'utf8')).toContain('siswa.pengingat@sekolah.test');
  // As a mail provider sends it (RFC 8058): a form body, from its own servers, with no Origin.
  const post = await page.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(post.status()).toBe(200);
  expect(readFileSync(SUBSCRIPTIONS, 'utf8')).not.toContain('siswa.pengingat@sekolah.test');
});

test("a tap before the script arrives opens the dialog once it has; a card's menu works by keyboard; without JavaScript the button says it needs it", async ({
  browser,
}) => {
  // The site's worker would answer the held chunks from its cache.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto(`${app.url}${pathOf(weekAway)}`, { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Ingatkan saya' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Ingatkan saya' });
  await expect(dialog).toHaveCount(0);
  release();
  await expect(dialog.getByText('Kami kirim pengingat 7, 3 dan 1 hari sebelum pendaftaran ditutup')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '.reports/screens/remind-dialog-390.png' });
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(button).toBeFocused();
  await page.locator('#aksi-utama').screenshot({ path: '.reports/screens/remind-detail-390.png' });

  // A card's menu: an HTML popover, opened and closed from the keyboard, focus back on its button each time.
  await page.goto(`${app.url}/`);
  const menu = page.getByRole('button', { name: 'Menu lomba' }).first();
  await menu.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: 'Ingatkan saya' });
  await expect(item).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '.reports/screens/remind-menu-390.png' });
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(item).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });
  await menu.click();
  await expect(item).toBeVisible();
  await page.screenshot({ path: '.reports/screens/remind-menu-1280.png' });
  // A search's weekly digest: the dialog names the search the button carries.
  await page.goto(`${app.url}/search?q=lomba`);
  await page.getByRole('button', { name: 'Kirim ringkasan mingguan' }).click();
  await expect(page.getByRole('dialog', { name: 'Kirim ringkasan mingguan' })).toContainText('Pencarian: “lomba”.');
  await context.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const plain = await noScript.newPage();
  await plain.goto(`${app.url}${pathOf(weekAway)}`);
  await expect(plain.getByRole('button', { name: /^Ingatkan saya/ })).toHaveAccessibleName('Ingatkan saya (perlu JavaScript)');
  await plain.locator('#aksi-utama').screenshot({ path: '.reports/screens/remind-no-js-390.png' });
  await plain.setViewportSize({ width: 1280, height: 800 });
  await plain.locator('#aksi-utama').screenshot({ path: '.reports/screens/remind-no-js-1280.png' });
  await noScript.close();
});

test('the manifest and service worker pass Chromium installability check, and read pages stay readable offline', async ({ browser }) => {
  // Chromium never offers to install from an incognito profile (Playwright's contexts are), so this test has a
  // profile on disk, launched with the same browser and flags.
  const profile = mkdtempSync(path.join(tmpdir(), 'infolomba-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  test.info().annotations.push({ type: 'browser', description: browser.version() });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await installableAndOffline(page, context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installableAndOffline(page: Page, context: BrowserContext) {
  const sw = await page.request.get(`${app.url}/sw.js`);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const manifest = (await (await page.request.get(`${app.url}/manifest.webmanifest`)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#2552e0', short_name: 'InfoLomba' });
  const icon = await page.request.get(`${app.url}/icons/maskable-512.png`);
  expect(icon.headers()['content-type']).toBe('image/png');

  await page.goto(`${app.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  expect(installabilityErrors).toEqual([]);

  // A card's menu offers the reminder too.
  await page.getByRole('button', { name: 'Menu lomba' }).first().click();
  await page.getByRole('menuitem', { name: 'Ingatkan saya' }).click();
  await expect(page.getByRole('dialog', { name: 'Ingatkan saya' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();

  await page.goto(`${app.url}${pathOf(weekAway)}`);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await page.goto(`${app.url}/tersimpan`);
  await expect(page.getByRole('link', { name: weekAway.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ingatkan semua lomba tersimpan' })).toBeVisible();

  // Offline as the service worker meets it when the site itself is down (this is the last test using the server);
  // a visitor's own connection cut is e2e/offline.spec.ts, with setOffline.
  await app.stop();
  await page.goto(`${app.url}${pathOf(weekAway)}`);
  await expect(page.getByRole('heading', { level: 1, name: weekAway.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Kamu sedang offline.' })).toBeVisible();
  await page.goto(`${app.url}/tersimpan`);
  await expect(page.getByRole('link', { name: weekAway.title })).toBeVisible();
  await page.goto(`${app.url}/about`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sedang Offline' })).toBeVisible();
}

test('without VAPID keys and SMTP the reminder buttons are not shown', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}${pathOf(readMainData()[0]!)}`);
  await expect(page.getByRole('button', { name: 'Simpan', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ingatkan saya' })).toHaveCount(0);
  expect((await page.request.post(`${baseURL}/api/pengingat/push`, { data: {}, headers: { Origin: baseURL! } })).status()).toBe(404);
});
