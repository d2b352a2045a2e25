import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { leafParts, startFakeGmail, type FakeGmail } from './fakes/gmail';
import { startFakeGoogle, type FakeGoogle } from './fakes/google-oidc';
import { serverEnv } from './support/env.mjs';
import { freePort, startNextServer, type NextServer } from './support/next-server';
import { failOnCspViolations } from './support/csp';
import { holdScripts } from './support/hold-scripts';

// Pages, the admin, the contact page and the AI stream all run under the Content-Security-Policy.
failOnCspViolations(test);

// The contact server starts with its own site name (read at start, as e-mail subjects must show); the main server
// keeps the default owner address.
const site = { name: 'Lomba Kontak Uji', contactEmail: 'halo@infolomba.test' };

const CLIENT = { clientId: 'kontak-e2e.apps.googleusercontent.test', clientSecret: 'kontak-e2e-secret' };
const USER = { sub: '108765432100000000001', email: 'siti.okke@example.test', name: 'Siti Nurhaliza Ökke' };
// No name and a photo that cannot load: the page falls back to "Pengguna" and the default avatar.
const NAMELESS = { sub: '108765432100000000002', email: 'tanpa.nama@example.test', name: '', picture: 'http://127.0.0.1:9/foto.jpg' };
const CONTACT_TO = 'admin@lomba.test';
const MESSAGE_LIMIT = 1000;
const FILE_LIMIT = 5 * 1024 * 1024;

let google: FakeGoogle;
let gmail: FakeGmail;
let app: NextServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  google = await startFakeGoogle({
    ...CLIENT,
    redirectUris: [`http://127.0.0.1:${port}/api/auth/callback/google`],
    users: [USER, NAMELESS],
  });
  gmail = await startFakeGmail({ verifyToken: (t) => google.grantFor(t) });
  app = await startNextServer(
    'contact',
    serverEnv({
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      GOOGLE_OIDC_DISCOVERY_URL: google.discoveryUrl,
      GMAIL_API_URL: gmail.url,
      CONTACT_TO,
      SITE_NAME: site.name,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    }),
    port,
  );
});

test.afterAll(async () => {
  await app?.close();
  await gmail?.close();
  await google?.close();
});

test.beforeEach(async ({ page }) => {
  google.setAccessTokenTtl(3599);
  gmail.reset();
  // A saved choice keeps the cookie banner from covering the form.
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false }));
  });
});

async function signIn(page: Page, user: { email: string; name: string } = USER) {
  await page.goto(`${app.url}/contact`);
  await page.getByRole('button', { name: 'Masuk dengan Google' }).click();
  await page.getByRole('button', { name: `Masuk sebagai ${user.email}` }).click();
  await expect(page).toHaveURL(`${app.url}/contact`);
  const account = page.getByRole('region', { name: 'Akun Google' });
  await expect(account).toContainText(user.name || 'Pengguna');
  await expect(account).toContainText(user.email);
  // The redirect from Google is a full load, and its HTML arrives before its script: a click that early (Logout, a
  // file's ✕) does nothing in any React page. Early typing is kept, and has its own test below.
  await page.waitForLoadState('load');
}

const CONFIRM_DELETE = 'Apakah Anda yakin ingin menghapus pesan ini?';

/**
 * Answers the next dialog and resolves with what it showed; rejects when none opens within the timeout, so a test
 * that expects a confirmation fails without one.
 */
function answerDialog(page: Page, answer: 'accept' | 'dismiss') {
  return page.waitForEvent('dialog', { timeout: 5_000 }).then(async (dialog) => {
    const shown = { type: dialog.type(), message: dialog.message() };
    await dialog[answer]();
    return shown;
  });
}

const formRegion = (page: Page) => page.getByRole('region', { name: 'Kirim Pesan ke Admin' });
const messageBox = (page: Page) => page.getByLabel('Pesan', { exact: true });
const fileInput = (page: Page) => page.getByLabel('Lampiran (opsional)');
const fileCount = (page: Page) => fileInput(page).evaluate((el) => (el as HTMLInputElement).files?.length ?? 0);

test('signed out: explains the Google sign-in, which asks for the Gmail scopes', async ({ page }, testInfo) => {
  await page.goto(`${app.url}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
  await expect(
    page.getByText('Pesan dikirim dari akun Gmail Anda sendiri, dan situs ini tidak pernah melihat kata sandi Anda.'),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('contact-signed-out.png') });
  await signIn(page);
  const request = google.authorizeRequests.at(-1)!;
  expect(request.scope.split(' ')).toEqual(
    expect.arrayContaining([
      'openid',
      'email',
      'profile',
      'https://www.googleapis.com/auth/gmail.send',
      'https://www.googleapis.com/auth/gmail.readonly',
      'https://www.googleapis.com/auth/gmail.modify',
    ]),
  );
  expect(request).toMatchObject({ prompt: 'consent', access_type: 'offline' });
  await expect(page.getByRole('img', { name: `Foto profil ${USER.name}` })).toHaveAttribute('src', '/avatar-default.svg');
});

test('an account without a name or a working photo shows "Pengguna" and the default avatar', async ({ page }) => {
  await signIn(page, NAMELESS);
  await expect(page.getByRole('img', { name: 'Foto profil Pengguna' })).toHaveAttribute('src', '/avatar-default.svg');
  await messageBox(page).fill('Halo');
  await page.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(formRegion(page).getByRole('status')).toContainText('Pesan Anda berhasil dikirim!');
  expect(gmail.sent.at(-1)?.headers).toMatchObject({
    subject: `FEEDBACK ${site.name} DARI PENGGUNA`,
    from: `Pengguna <${NAMELESS.email}>`,
  });
});

test('sends feedback with an attachment, lists it and deletes it', async ({ page }, testInfo) => {
  await signIn(page);
  await expect(page.getByText('Tidak ada riwayat pesan yang dikirim ke admin.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Kritik & Saran/ })).toBeChecked();
  const send = page.getByRole('button', { name: 'Kirim Pesan' });
  await expect(send).toBeDisabled();
  await messageBox(page).fill('   ');
  await expect(send).toBeDisabled();

  const text = 'Halo admin,\nada <script>alert(1)</script> di halaman lomba.\nTerima kasih.';
  const bytes = Buffer.concat([Buffer.from([0, 1, 2, 0xfe, 0xff]), randomBytes(2048)]);
  await messageBox(page).fill(text);
  await expect(page.getByText(`${text.length} / ${MESSAGE_LIMIT}`)).toBeVisible();
  await fileInput(page).setInputFiles({ name: 'poster lomba.png', mimeType: 'image/png', buffer: bytes });

  // Hold the answer back a moment to see the sending state.
  await page.route('**/api/mail', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await send.click();
  await expect(page.getByRole('button', { name: 'Mengirim...' })).toBeDisabled();
  await expect(formRegion(page).getByRole('status')).toContainText('Pesan Anda berhasil dikirim!');
  await page.unroute('**/api/mail');
  await expect(messageBox(page)).toHaveValue('');
  expect(await fileCount(page)).toBe(0);

  expect(gmail.sent).toHaveLength(1);
  const sent = gmail.sent[0]!;
  expect(sent.owner).toBe(USER.email);
  expect(sent.headers.subject).toBe(`FEEDBACK ${site.name} DARI SITI NURHALIZA ÖKKE`);
  expect(sent.headers.to).toBe(CONTACT_TO);
  expect(sent.headers.from).toBe(`${USER.name} <${USER.email}>`);
  const html = leafParts(sent.mime).find((p) => p.contentType === 'text/html')?.text ?? '';
  expect(html).toContain('Halo admin,<br>');
  expect(html).toContain('ada &lt;script&gt;alert(1)&lt;/script&gt; di halaman lomba.<br>');
  expect(html).not.toContain('<script>');
  const attachment = leafParts(sent.mime).find((p) => p.disposition === 'attachment');
  expect(attachment?.filename).toBe('poster lomba.png');
  expect(attachment?.contentType).toBe('image/png');
  expect(attachment?.body.equals(bytes)).toBe(true);

  const history = page.getByRole('region', { name: 'Riwayat Pesan' });
  const row = history.getByRole('listitem').filter({ hasText: sent.headers.subject! });
  await expect(row).toContainText('ada <script>alert(1)</script> di halaman lomba.');
  await expect(row).toContainText(/\d{1,2} \w{3} \d{4} \d{2}\.\d{2}/);

  await page.screenshot({ path: testInfo.outputPath('contact-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('contact-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  const confirmation = answerDialog(page, 'accept');
  await page.route('**/api/mail/*', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await row.getByRole('button', { name: /^Hapus pesan/ }).click();
  expect(await confirmation).toEqual({ type: 'confirm', message: CONFIRM_DELETE });
  await expect(row.getByRole('button', { name: 'Menghapus...' })).toBeDisabled();
  await expect(history.getByRole('status')).toContainText('Pesan berhasil dihapus.');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Tidak ada riwayat pesan yang dikirim ke admin.')).toBeVisible();
  expect(gmail.trashed).toEqual([sent.id]);
  // Notices go away by themselves.
  await expect(history.getByRole('status')).toBeHidden({ timeout: 7_000 });
});

test('a dismissed confirmation keeps the message', async ({ page }) => {
  await signIn(page);
  await messageBox(page).fill('Info lomba baru: Olimpiade Sains Kota.');
  await page.getByRole('radio', { name: /Info Lomba Baru/ }).check();
  await page.getByRole('button', { name: 'Kirim Pesan' }).click();
  const subject = 'INFO LOMBA BARU DARI SITI NURHALIZA ÖKKE';
  const row = page.getByRole('region', { name: 'Riwayat Pesan' }).getByRole('listitem').filter({ hasText: subject });
  await expect(row).toBeVisible();
  const confirmation = answerDialog(page, 'dismiss');
  await row.getByRole('button', { name: /^Hapus pesan/ }).click();
  expect(await confirmation).toEqual({ type: 'confirm', message: CONFIRM_DELETE });
  await expect(row).toBeVisible();
  expect(gmail.trashed).toEqual([]);
});

test('the message stops at 1000 characters', async ({ page }) => {
  await signIn(page);
  const box = messageBox(page);
  await box.fill('a'.repeat(MESSAGE_LIMIT));
  await expect(page.getByText(`${MESSAGE_LIMIT} / ${MESSAGE_LIMIT}`)).toBeVisible();
  await box.press('End');
  await box.pressSequentially('bc');
  await expect(box).toHaveValue('a'.repeat(MESSAGE_LIMIT));
  await expect(page.getByText(`${MESSAGE_LIMIT} / ${MESSAGE_LIMIT}`)).toBeVisible();
});

test('1000 characters with 19 line breaks show "1000 / 1000" and are sent (the browser posts CRLF)', async ({ page }) => {
  await signIn(page);
  const text = Array.from({ length: 20 }, (_, i) => `Baris ${i + 1} `.padEnd(i ? 50 : 31, 'x')).join('\n');
  expect(text.length).toBe(MESSAGE_LIMIT);
  await messageBox(page).fill(text);
  await expect(page.getByText(`${MESSAGE_LIMIT} / ${MESSAGE_LIMIT}`)).toBeVisible();
  const send = page.getByRole('button', { name: 'Kirim Pesan' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(formRegion(page).getByRole('status')).toContainText('Pesan Anda berhasil dikirim!');
  expect(gmail.sent).toHaveLength(1);
  const plain = leafParts(gmail.sent[0]!.mime).find((p) => p.contentType === 'text/plain')?.text ?? '';
  expect(plain.replace(/\r\n/g, '\n')).toContain(text);
});

test.describe('a slow first visit', () => {
  test.use({ serviceWorkers: 'block' });

  test('what is typed, chosen and attached before the scripts run is counted and sent as shown', async ({ page }) => {
    await signIn(page);
    // Reload with the page's scripts held back, as on a slow phone: the form is on screen and usable without them.
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    const text = 'Ditulis sebelum halaman siap.';
    await messageBox(page).fill(text);
    await page.getByRole('radio', { name: /Info Lomba Baru/ }).check();
    await fileInput(page).setInputFiles({ name: 'awal.txt', mimeType: 'text/plain', buffer: Buffer.from('lampiran awal') });
    await expect(page.getByText(`0 / ${MESSAGE_LIMIT}`)).toBeVisible();

    release();
    await expect(page.getByText(`${text.length} / ${MESSAGE_LIMIT}`)).toBeVisible();
    await expect(page.getByText('awal.txt')).toBeVisible();
    await page.getByRole('button', { name: 'Kirim Pesan' }).click();
    await expect(formRegion(page).getByRole('status')).toContainText('Pesan Anda berhasil dikirim!');
    expect(gmail.sent).toHaveLength(1);
    const sent = gmail.sent[0]!;
    expect(sent.headers.subject).toBe('INFO LOMBA BARU DARI SITI NURHALIZA ÖKKE');
    expect(leafParts(sent.mime).find((p) => p.contentType === 'text/plain' && p.disposition !== 'attachment')?.text).toContain(text);
    expect(leafParts(sent.mime).find((p) => p.disposition === 'attachment')?.filename).toBe('awal.txt');
  });
});

test('Gmail refusing a token before its expiry: renewed and sent; refused again: "login ulang", never Google\'s English', async ({
  page,
}) => {
  await signIn(page);
  const refreshes = () => google.tokenRequests.filter((r) => r.grant_type === 'refresh_token' && r.status === 200).length;
  const before = refreshes();
  // The session still trusts its token (an hour left), but Google no longer does.
  google.expireAccessTokens();
  await messageBox(page).fill('Dikirim setelah token diperbarui.');
  await page.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(formRegion(page).getByRole('status')).toContainText('Pesan Anda berhasil dikirim!');
  expect(gmail.sent).toHaveLength(1);
  expect(refreshes()).toBe(before + 1);
  await expect(page.getByRole('region', { name: 'Riwayat Pesan' }).getByRole('listitem')).toHaveCount(1);

  gmail.failNext(401, 'Request had invalid authentication credentials.', { times: 2, path: '/messages/send' });
  await messageBox(page).fill('Tidak akan terkirim.');
  await page.getByRole('button', { name: 'Kirim Pesan' }).click();
  const alert = page.locator('main').getByRole('alert').filter({ hasText: 'login ulang' });
  await expect(alert).toContainText('Token tidak valid. Silakan login ulang.');
  await expect(alert).not.toContainText('Request had');
  await expect(alert.getByRole('button', { name: 'Masuk ulang' })).toBeVisible();
  expect(gmail.sent).toHaveLength(1);
});

test('a site message whose To names the owner only in a display name is neither listed nor deleted', async ({ page }) => {
  await signIn(page);
  const subject = `FEEDBACK ${site.name} DARI SITI NURHALIZA ÖKKE`;
  const id = gmail.addMessage({
    owner: USER.email,
    to: `"${CONTACT_TO}" <someone@else.test>`,
    subject,
    snippet: 'Menyamar sebagai pesan untuk admin',
  });
  gmail.addMessage({ owner: USER.email, to: `Admin <${CONTACT_TO}>`, subject, snippet: 'Pesan asli untuk admin' });
  await page.reload();
  const history = page.getByRole('region', { name: 'Riwayat Pesan' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Pesan asli untuk admin' })).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  // Asked directly, the delete guard refuses it too.
  const answer = await page.evaluate(async (messageId) => {
    const res = await fetch(`/api/mail/${messageId}`, { method: 'DELETE' });
    return { status: res.status, body: (await res.json()) as unknown };
  }, id);
  expect(answer).toEqual({ status: 403, body: { error: 'Pesan ini tidak dapat dihapus karena bukan pesan Anda untuk admin.' } });
  expect(gmail.trashed).toEqual([]);
  expect(gmail.messages.get(id)?.labelIds).toEqual(['SENT']);
});

test('an attachment over 5 MB is refused and the selection cleared', async ({ page }) => {
  await signIn(page);
  await fileInput(page).setInputFiles({ name: 'kecil.txt', mimeType: 'text/plain', buffer: Buffer.from('ok') });
  expect(await fileCount(page)).toBe(1);
  await fileInput(page).setInputFiles({ name: 'besar.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(FILE_LIMIT + 1) });
  const alert = formRegion(page).getByRole('alert');
  await expect(alert).toContainText('Ukuran file tidak boleh lebih dari 5MB.');
  expect(await fileCount(page)).toBe(0);
  await expect(page.getByText('kecil.txt')).toHaveCount(0);
  await expect(alert).toBeHidden({ timeout: 7_000 });
});

test('no Google token reaches the browser', async ({ page }) => {
  // Every answer the server writes at run time: documents, RSC payloads and API JSON. The app's scripts and styles
  // are built before any token exists, so searching them would prove nothing.
  const answers: Promise<string>[] = [];
  page.on('response', (res) => {
    if (!['document', 'fetch', 'xhr'].includes(res.request().resourceType())) return;
    answers.push(
      res.body().then(
        (b) => b.toString('latin1'),
        () => '',
      ),
    );
  });
  await signIn(page);
  await messageBox(page).fill('Cek token');
  await page.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(formRegion(page).getByRole('status')).toContainText('Pesan Anda berhasil dikirim!');
  await expect(page.getByRole('region', { name: 'Riwayat Pesan' }).getByRole('listitem')).toHaveCount(1);

  const secrets = [...google.issued.accessTokens, ...google.issued.refreshTokens, ...google.issued.idTokens];
  expect(secrets.length).toBeGreaterThan(0);
  const session = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.text()));
  expect(JSON.parse(session)).toMatchObject({ user: { email: USER.email, name: USER.name, provider: 'google' } });
  expect(session).not.toMatch(/accessToken|refreshToken/);
  const html = await page.content();
  const cookies = await page.evaluate(() => document.cookie);
  expect(cookies).not.toContain('session-token');
  const bodies = await Promise.all(answers);
  // The sign-in's own pages, the send and the history list at least.
  expect(bodies.filter((b) => b.length > 0).length).toBeGreaterThan(5);
  expect(bodies.some((b) => b.includes(USER.email))).toBe(true);
  for (const secret of secrets) {
    expect(session).not.toContain(secret);
    expect(html).not.toContain(secret);
    for (const body of bodies) expect(body.includes(secret)).toBe(false);
  }
});

test('logout clears the form and shows the sign-in button again', async ({ page }) => {
  await signIn(page);
  await messageBox(page).fill('Belum terkirim');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Masuk dengan Google' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Akun Google' })).toHaveCount(0);
  expect(await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()))).toEqual({});
});

test('a revoked Google grant answers with "login ulang" and offers to sign in again', async ({ page }, testInfo) => {
  // Shorter than the app's renewal margin: every Gmail call renews the token first.
  google.setAccessTokenTtl(30);
  await signIn(page);
  const refreshToken = google.issued.refreshTokens.at(-1)!;
  const renewalsBefore = google.tokenRequests.filter((r) => r.grant_type === 'refresh_token' && r.status === 200).length;
  await messageBox(page).fill('Dikirim dengan token yang diperbarui.');
  await page.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(formRegion(page).getByRole('status')).toContainText('Pesan Anda berhasil dikirim!');
  expect(google.tokenRequests.filter((r) => r.grant_type === 'refresh_token' && r.status === 200).length).toBeGreaterThan(renewalsBefore);

  google.revoke(refreshToken);
  await messageBox(page).fill('Tidak akan terkirim.');
  await page.getByRole('button', { name: 'Kirim Pesan' }).click();
  const alert = page.locator('main').getByRole('alert').filter({ hasText: 'login ulang' });
  await expect(alert).toContainText('Token tidak valid. Silakan login ulang.');
  await expect(alert.getByRole('button', { name: 'Masuk ulang' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('contact-login-ulang-390.png') });
  expect(gmail.sent).toHaveLength(1);
});

test('without Google configured, /contact gives the owner address instead', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
  await expect(page.getByText('Kontak melalui login Google belum diatur di situs ini.')).toBeVisible();
  const link = page.locator('main').getByRole('link', { name: site.contactEmail });
  await expect(link).toHaveAttribute('href', `mailto:${site.contactEmail}`);
  await expect(page.getByRole('button', { name: 'Masuk dengan Google' })).toHaveCount(0);
});
