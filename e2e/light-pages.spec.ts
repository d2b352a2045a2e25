// Issue 32: the public pages work before their script has run and without it: browse, search, filter, read a
// competition, "Daftar" and the calendar file with JavaScript off (what needs a script says so), and a tap on
// "Simpan" or "Filter" before hydration acts and is kept once the script arrives; the header hydrates in place; the
// Kirim Lomba form hydrates on first use and keeps what was typed before.
import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { todayInJakarta } from '../lib/competitions/dates';
import type { Competition } from '../lib/competitions/schema';
import { homeOrder, readMainData, slugify } from './support/data';
import { holdScripts } from './support/hold-scripts';
import { loginAsAdmin, sameOrigin } from './support/admin-api';
import { expectNoAxeViolations } from './support/axe';
import { MAIN_DATA } from './support/env.mjs';

const data = readMainData() as unknown as Competition[];
const today = todayInJakarta();
const first = homeOrder(readMainData())[0]!;
// A card with several posters on the first page (the sample data has some): its carousel works before hydration.
const multi = homeOrder(readMainData())
  .slice(0, 16)
  .find((c) => c.thumbnails.length > 1)!;
const withLink = data.find((c) => c.registration_url && c.registration.end && c.registration.end >= today)!;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('at 390 px a visitor browses, searches, filters, reads, registers and downloads the calendar file', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // What needs the browser says so, once, at the top of the page.
    await expect(page.getByText('JavaScript tidak aktif di browser ini: "Simpan", pengingat, dan salin tautan')).toBeVisible();
    await expect(page.locator('main article h2').first()).toHaveText(first.title);
    await page.getByRole('navigation', { name: 'Navigasi halaman' }).getByRole('link', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expect(page.locator('main article h2').first()).toHaveText(homeOrder(readMainData())[16]!.title);

    // Search: a plain GET form.
    const word = 'lomba';
    await page.getByRole('searchbox', { name: 'Cari lomba' }).fill(word);
    await page.getByRole('searchbox', { name: 'Cari lomba' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lomba$/);
    await expect(page.getByText(/^\d+ lomba ditemukan\.$/)).toBeVisible();

    // Filter: the sheet opens without a script, gathers two choices and sends them with the text kept.
    await page.getByRole('button', { name: /^Filter/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter Lomba' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('checkbox', { name: /^SMA \(\d+\)$/ }).check();
    await sheet.getByRole('checkbox', { name: /^Gratis \(\d+\)$/ }).check();
    // The number cannot follow the choices without a script, so the button drops it.
    await sheet.getByRole('button', { name: 'Tampilkan lomba', exact: true }).click();
    await expect(page).toHaveURL(/q=lomba/);
    await expect(page).toHaveURL(/categories=SMA/);
    await expect(page).toHaveURL(/fee=free/);
    const text = (c: (typeof data)[number]) => [c.title, c.description, c.tags.join(' '), c.categories.join(' ')].join(' ').toLowerCase();
    const expected = data.filter((c) => c.categories.includes('SMA') && c.fee?.type === 'free' && text(c).includes(word));
    await expect(page.getByText(`${expected.length} lomba ditemukan.`)).toBeVisible();

    // A competition's page: "Daftar" is the registration link, the calendar file downloads.
    await page.goto(`/berita/${withLink.id}-${slugify(withLink.title)}`);
    await expect(page.getByRole('heading', { level: 1, name: withLink.title })).toBeVisible();
    await expect(page.locator('#aksi-utama').getByRole('link', { name: 'Daftar', exact: true })).toHaveAttribute(
      'href',
      withLink.registration_url!,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Unduh .ics' }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
  });

  test('at 390 px a visitor sends a report ("Laporkan") from a competition\'s page and it reaches the admin queue', async ({
    page,
    baseURL,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const detail = `/berita/${withLink.id}-${slugify(withLink.title)}`;
    await page.goto(detail);
    // The toggle needs a script, so without one "Laporkan" is a link to the listing's report page.
    await expect(page.getByRole('button', { name: 'Laporkan' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Laporkan', exact: true }).click();
    await expect(page).toHaveURL(`${detail}/laporkan`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Laporkan: ${withLink.title}`);
    const form = page.getByRole('form', { name: 'Laporkan lomba ini' });

    // No reason: the route sends the page back with the same refusal as the script's.
    await form.getByRole('button', { name: 'Kirim laporan' }).click();
    await expect(page).toHaveURL(`${detail}/laporkan?laporan=alasan`);
    await expect(page.getByRole('alert')).toHaveText('Pilih alasan laporan.');
    // axe needs a script: the same page, checked in a browser that runs one.
    const checker = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 390, height: 844 } });
    const checked = await checker.newPage();
    await checked.goto(page.url());
    await expect(checked.getByRole('form', { name: 'Laporkan lomba ini' })).toBeVisible();
    await expectNoAxeViolations(checked);
    await checker.close();

    const note = `Tanggal di poster beda tanpa JavaScript ${Date.now()}`;
    await form.getByRole('radio', { name: 'Tanggal salah' }).check();
    await form.getByLabel('Keterangan (opsional)').fill(note);
    await form.getByRole('button', { name: 'Kirim laporan' }).click();
    await expect(page).toHaveURL(`${detail}/laporkan?laporan=terkirim`);
    await expect(page.getByRole('status')).toHaveText('Terima kasih, laporan Anda sudah kami terima dan akan dicek admin.');
    await expect(form).toHaveCount(0);
    await page.screenshot({ path: '.reports/screens/light-report-sent.png', fullPage: true });
    await page.getByRole('link', { name: 'Kembali ke halaman lomba' }).click();
    await expect(page).toHaveURL(detail);

    // In the admin's queue (the embedded store beside the data): the listing, its title, the reason and the note.
    const queued = JSON.parse(readFileSync(MAIN_DATA.replace(/\.json$/, '.reports.json'), 'utf8')) as Record<string, string>[];
    const report = queued.find((r) => r.note === note);
    expect(report).toMatchObject({ competitionId: withLink.id, competitionTitle: withLink.title, reason: 'wrong_date' });
    // Another site's form is refused, and the admin clears the report again.
    const api = await playwrightRequest.newContext({ baseURL, ...sameOrigin(baseURL!) });
    const cross = await api.post('/api/reports', {
      form: { competitionId: withLink.id, reason: 'fake' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(cross.status()).toBe(403);
    await loginAsAdmin(api, baseURL!);
    expect((await api.delete(`/api/reports/${report!.id}`)).status()).toBe(204);
    await api.dispose();
  });

  test('an unknown competition, search key or archive page is a 404 whose HTML holds its not-found words', async ({ page, browser }) => {
    // Next renders notFound() only in the browser unless thrown in a Suspense boundary (not-found-in-place.tsx).
    const res = await page.goto('/berita/123-nope');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Lomba Tidak Ditemukan' })).toBeVisible();
    await expect(page.getByText('Lomba yang Anda cari tidak ada atau mungkin telah dihapus.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Halaman Utama' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toBeVisible();
    // With a script the document is not rendered again, so the mark of a running script stays and the note hides.
    const withScript = await browser.newContext({ javaScriptEnabled: true });
    const scripted = await withScript.newPage();
    expect((await scripted.goto('/berita/123-nope'))?.status()).toBe(404);
    await expect(scripted.getByRole('heading', { level: 1, name: 'Lomba Tidak Ditemukan' })).toBeVisible();
    await expect(scripted.locator('html')).toHaveAttribute('data-js', /.*/);
    await expect(scripted.getByText(/^JavaScript tidak aktif di browser ini/)).toBeHidden();
    await withScript.close();
    // The other cached pages that find nothing do the same (components/ui/not-found-in-place.tsx).
    for (const path of ['/cari/nope', '/arsip/nope']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeVisible();
    }
  });

  test('a report page of an unknown listing and a status link that opens nothing are 404s with their words, with and without a script', async ({
    page,
    browser,
  }) => {
    // Streamed pages: the proxy decides before the page starts (lib/server/not-found-early.ts), so no empty shell.
    const withScript = await browser.newContext({ javaScriptEnabled: true });
    const scripted = await withScript.newPage();
    const cases = [
      { path: '/berita/123-nope/laporkan', heading: 'Lomba Tidak Ditemukan' },
      // A well-formed status token that no submission has, then malformed ones.
      { path: '/kiriman/AAAAAAAAAAAAAAAAAAAAAA', heading: 'Halaman Tidak Ditemukan' },
      { path: '/kiriman/nope/ubah', heading: 'Halaman Tidak Ditemukan' },
      { path: '/kiriman/nope/koreksi', heading: 'Halaman Tidak Ditemukan' },
    ];
    for (const { path, heading } of cases) {
      for (const tab of [page, scripted]) {
        const res = await tab.goto(path);
        expect(res?.status(), path).toBe(404);
        // Shared caches keep none of them: a token page may open later.
        expect(res?.headers()['cache-control'], path).toBe('private, no-store');
        await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(tab.getByRole('link', { name: 'Kembali ke Halaman Utama' })).toHaveAttribute('href', '/');
        await expect(tab.locator('html')).toHaveAttribute('lang', 'id');
      }
    }
    // A known listing's report page is still itself.
    const known = `/berita/${withLink.id}-${slugify(withLink.title)}/laporkan`;
    expect((await page.goto(known))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Laporkan: ${withLink.title}`);
    await withScript.close();
  });
});

test.describe('before the scripts run', () => {
  // The site's worker would answer the held chunks from its cache.
  test.use({ serviceWorkers: 'block' });

  test('at 390 px a tap on "Simpan", "Filter" and a carousel arrow acts, the state survives hydration, the header is kept', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const card = page.locator('main article').filter({ has: page.getByRole('link', { name: first.title, exact: true }) });
    await card.getByRole('button', { name: 'Simpan' }).click();
    await expect(card.getByRole('button', { name: 'Tersimpan' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('lomba:tersimpan'))).toBe(JSON.stringify([first.id]));

    await page.getByRole('button', { name: 'Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter Lomba' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Tutup' }).click();
    await expect(sheet).toBeHidden();

    // A carousel's arrow moves it and fetches the next poster (the carousels are the inline script's, not React's).
    const carousel = page.locator('main article').filter({ has: page.getByRole('link', { name: multi.title, exact: true }) });
    await carousel.getByRole('button', { name: 'Poster berikutnya' }).click();
    await expect(carousel.getByRole('button', { name: 'Tampilkan poster 2' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('img', { name: `Poster ${multi.title} (2)`, exact: true })).toBeVisible();

    // The header's search control as the server sent it, marked to tell it from a copy rendered after hydration.
    await page.getByRole('link', { name: 'Buka pencarian' }).evaluate((el) => el.setAttribute('data-server-copy', ''));
    release();
    // Once hydrated (the sheet's count follows a choice), the card still reads "Tersimpan", and a second tap undoes it.
    await page.getByRole('button', { name: 'Filter' }).click();
    await sheet.getByRole('checkbox', { name: /^SMA \(/ }).check();
    const sma = data.filter((c) => c.categories.includes('SMA')).length;
    await expect(sheet.getByRole('button', { name: `Tampilkan ${sma} lomba` })).toBeVisible();
    await sheet.getByRole('button', { name: 'Tutup' }).click();
    await expect(card.getByRole('button', { name: 'Tersimpan' })).toHaveAttribute('aria-pressed', 'true');
    await expect(carousel.getByRole('button', { name: 'Tampilkan poster 2' })).toHaveAttribute('aria-current', 'true');
    // Hydrated in place: the same element, now a button that opens the box.
    await expect(page.getByRole('button', { name: 'Buka pencarian' })).toHaveAttribute('data-server-copy', '');
    await page.getByRole('button', { name: 'Buka pencarian' }).click();
    await expect(page.getByPlaceholder('Cari lomba...')).toBeFocused();
    await page.goto('/tersimpan');
    await expect(page.getByRole('link', { name: first.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tersimpan' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Tersimpan' }).click();
    expect(await page.evaluate(() => localStorage.getItem('lomba:tersimpan'))).toBe('[]');
  });
});

test.describe('Kirim Lomba before its script', () => {
  test.use({ serviceWorkers: 'block' });

  test('at 390 px the form hydrates on first use, keeps what was typed before the script, and says when there is none', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const form = page.locator('main form[method="post"]');
    const hydrated = () =>
      form.evaluate(
        (f) => [f, ...f.querySelectorAll('*')].filter((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))).length,
      );
    await page.goto('/kirim-lomba');
    // The page has hydrated (the page actions listen), the form's ~150 elements have not.
    await expect(page.locator('html[data-act-ready]')).toHaveCount(1);
    expect(await hydrated()).toBe(0);
    await expect(page.getByText('Pengiriman memerlukan JavaScript')).toBeHidden();
    // The first press both hydrates the form and acts: the fee's amount appears.
    await page.getByRole('radio', { name: 'Berbayar' }).check();
    await expect(page.getByLabel('Jumlah biaya')).toBeVisible();
    expect(await hydrated()).toBeGreaterThan(100);

    // Typed and chosen while the script is still on its way: kept, and the choice acts once it arrives.
    const release = await holdScripts(page);
    await page.goto('/kirim-lomba', { waitUntil: 'commit' });
    await page.getByLabel('Judul', { exact: true }).fill('Lomba Esai Sebelum Skrip');
    await page.getByRole('radio', { name: 'Berbayar' }).check();
    await page.getByLabel('Pelaksanaan').selectOption('online');
    release();
    await expect(page.getByLabel('Jumlah biaya')).toBeVisible();
    await expect(page.getByLabel('Kota')).toHaveCount(0);
    await page.getByLabel('Jumlah biaya').fill('25000');
    // Sent by the script (no page load): the refusal shows beside the fields, nothing typed is lost.
    await page.getByRole('button', { name: 'Kirim Lomba' }).click();
    await expect(page.getByText('Periksa kembali isian yang ditandai.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Judul', { exact: true })).toHaveValue('Lomba Esai Sebelum Skrip');
    await expect(page.getByLabel('Jumlah biaya')).toHaveValue('25000');

    // Without a script the proof of work cannot run, and the form says so above its button.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const plain = await noScript.newPage();
    await plain.goto('/kirim-lomba');
    await expect(
      plain.getByText('Pengiriman memerlukan JavaScript untuk verifikasi anti-spam. Aktifkan JavaScript di browser ini untuk mengirim.'),
    ).toBeVisible();
    await noScript.close();
  });
});

test.describe('while it starts', () => {
  test('at 390 px a search page holds still, and its query is one tap away in the header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!e.hadRecentInput) w.shifted += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/search?q=lomba');
    await expect(page.getByText(/^\d+ lomba ditemukan\.$/)).toBeVisible();
    // Hydrated: the header's search control is a button now, and the query watcher has run (the box holds the query).
    await expect(page.getByRole('button', { name: 'Buka pencarian' })).toBeVisible();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
    // Before, the box opened by itself after hydration and the first card painted at its placeholder height.
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
    await page.getByRole('button', { name: 'Buka pencarian' }).click();
    await expect(page.getByPlaceholder('Cari lomba...')).toHaveValue('lomba');
  });
});

test.describe('the stylesheet once', () => {
  test('a page from the cache carries its inlined stylesheet once, hydrates, and keeps its look through a navigation', async ({
    page,
    request,
  }) => {
    // The first request may render the page; from the second on it comes from the page cache (payload-css.mjs).
    await request.get('/about');
    const html = await (await request.get('/about')).text();
    const css = /<style\b[^>]*\bdata-href="[^"]*"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css.length).toBeGreaterThan(10_000);
    // Its first 300 characters hold nothing JSON or Next's escaping changes, so a second copy would match as is.
    const start = css.slice(0, 300);
    expect(start).not.toMatch(/["\\<>&]/);
    expect(html.split(start).length - 1).toBe(1);
    expect(html).toMatch(/[0-9a-f]:T0,/);

    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Buka pencarian' })).toBeVisible();
    const look = () =>
      page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        heading: getComputedStyle(document.querySelector('h1')!).fontWeight,
        styles: document.querySelectorAll('style[data-href]').length,
      }));
    const before = await look();
    expect(before.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(before.styles).toBe(1);
    // A navigation in the browser (no page load: the marker survives) to a page with the same stylesheet, and back.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await page.getByRole('banner').getByRole('link', { name: 'Kirim Lomba' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kirim');
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    expect((await look()).background).toBe(before.background);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    expect(await look()).toEqual(before);
    expect(errors).toEqual([]);
  });
});
