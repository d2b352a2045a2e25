import { expect, test } from '@playwright/test';
import { homeOrder, readMainData, slugify } from './support/data';
import { posterKey } from '../lib/posters/key';
import { todayInJakarta } from '../lib/competitions/dates';
import { expectNoAxeViolations } from './support/axe';
import { holdScripts } from './support/hold-scripts';

const data = readMainData();
const ordered = homeOrder(data);

test.describe('home', () => {
  test('shows the heading, 16 cards in registration-end order and a sidebar', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/InfoLomba/);
    await expect(page.getByRole('heading', { level: 1, name: 'Temukan Lomba Impianmu' })).toBeVisible();
    const titles = page.locator('main article h2');
    await expect(titles).toHaveCount(16);
    await expect(titles.first()).toHaveText(ordered[0]!.title);
    await expect(titles.nth(15)).toHaveText(ordered[15]!.title);
    for (const name of ['Follow Us', 'Kategori', 'Lomba Unggulan', 'Recent Posts', 'Tags']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(await page.locator('html').getAttribute('lang')).toBe('id');
  });

  test('paginates with ellipses, keeps the page in the URL and clamps odd values', async ({ page }) => {
    const totalPages = Math.ceil(data.length / 16);
    await page.goto('/');
    // After hydration, as a person who reads first and then clicks: the client router must not keep page 1.
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Navigasi halaman' });
    await nav.getByRole('link', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expect(page.locator('main article h2').first()).toHaveText(ordered[16]!.title);
    await expect(nav.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    await page.waitForLoadState('networkidle');
    await nav.getByRole('link', { name: 'Berikutnya ›' }).click();
    await expect(page).toHaveURL(/\/\?page=3$/);
    await expect(page.locator('main article h2').first()).toHaveText(ordered[32]!.title);
    await page.waitForLoadState('networkidle');
    await nav.getByRole('link', { name: '‹ Sebelumnya' }).click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expect(page.locator('main article h2').first()).toHaveText(ordered[16]!.title);

    await page.goto(`/?page=999`);
    await expect(page.locator('main article h2').last()).toHaveText(ordered[data.length - 1]!.title);
    // Title and canonical name the page on show, the last one, not the number asked for.
    await expect(page).toHaveTitle(new RegExp(`^Daftar Lomba - Halaman ${totalPages} \\|`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/\\?page=${totalPages}$`));
    await page.goto('/?page=abc');
    await expect(page.locator('main article h2').first()).toHaveText(ordered[0]!.title);
    const res = await page.goto('/?page=-1');
    expect(res?.status()).toBe(200);
    await expect(page.locator('main article h2').first()).toHaveText(ordered[0]!.title);
    expect(totalPages).toBeGreaterThanOrEqual(4);
  });

  test('card carousel moves between posters and opens a poster in a new tab', async ({ page, context }) => {
    const multi = ordered.slice(0, 16).find((c) => c.thumbnails.length > 1) ?? ordered.find((c) => c.thumbnails.length > 1)!;
    const index = ordered.indexOf(multi);
    await page.goto(index >= 16 ? `/?page=${Math.floor(index / 16) + 1}` : '/');
    const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: multi.title, exact: true }) });
    await expect(card.getByRole('button', { name: 'Tampilkan poster 1' })).toHaveAttribute('aria-current', 'true');
    await card.getByRole('button', { name: 'Poster berikutnya' }).click();
    await expect(card.getByRole('button', { name: 'Tampilkan poster 2' })).toHaveAttribute('aria-current', 'true');
    await card.getByRole('button', { name: 'Poster sebelumnya' }).click();
    await expect(card.getByRole('button', { name: 'Tampilkan poster 1' })).toHaveAttribute('aria-current', 'true');
    const [popup] = await Promise.all([context.waitForEvent('page'), card.getByRole('link', { name: /Buka poster 1/ }).click()]);
    // The largest size the site keeps of the poster: it opens even after the poster's own link has died.
    await expect(popup).toHaveURL(new RegExp(`/poster/${posterKey(multi.thumbnails[0]!)}/1080\\.jpg$`));
  });

  test('expired competitions are grayscale', async ({ page }) => {
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const expiredIndex = ordered.findIndex((c) => c.registration.end && c.registration.end < today);
    await page.goto(`/?page=${Math.floor(expiredIndex / 16) + 1}`);
    const card = page
      .locator('main article')
      .filter({ has: page.getByRole('heading', { name: ordered[expiredIndex]!.title, exact: true }) });
    await expect(card).toHaveClass(/grayscale/);
  });
});

test.describe('search', () => {
  test('header search box goes to /search?q= and follows the URL', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Buka pencarian' }).click();
    const box = page.getByPlaceholder('Cari lomba...');
    await box.fill('matematika');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=matematika$/);
    // At least one result, and the competitions named for it among them.
    expect(data.some((c) => /matematika/i.test(c.title))).toBe(true);
    await expect(page.getByText(/^[1-9]\d* lomba ditemukan\.$/)).toBeVisible();
    await expect(
      page
        .locator('main article')
        .getByRole('heading', { name: /matematika/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByPlaceholder('Cari lomba...')).toHaveValue('matematika');
    await page.getByRole('button', { name: 'Hapus teks pencarian' }).click();
    await expect(page.getByPlaceholder('Cari lomba...')).toHaveValue('');
    await page.getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByPlaceholder('Cari lomba...')).toHaveCount(0);
  });

  test('empty search goes home', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Buka pencarian' }).click();
    await page.getByPlaceholder('Cari lomba...').press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByPlaceholder('Cari lomba...')).toHaveCount(0);
  });

  test('category chips and sort options update results and URL', async ({ page }) => {
    const res = await page.goto('/search?categories=SD');
    // Served from the page cache under its canonical query, and a shared cache may keep it.
    expect(res?.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate/);
    const sdCount = data.filter((c) => c.categories.includes('SD')).length;
    await expect(page.getByText(`${sdCount} lomba ditemukan.`)).toBeVisible();
    // Clicked once the page is hydrated, so the client router's own navigation is what is tested.
    await page.waitForLoadState('networkidle');
    await page.getByRole('list', { name: 'Filter kategori' }).getByRole('link', { name: 'SMP' }).click();
    await expect(page).toHaveURL(/categories=SD%2CSMP|categories=SD,SMP/);
    const both = data.filter((c) => c.categories.includes('SD') || c.categories.includes('SMP')).length;
    await expect(page.getByText(`${both} lomba ditemukan.`)).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.getByLabel('Urutkan').selectOption('title_asc');
    await expect(page).toHaveURL(/sort=title_asc/);
    const firstTitle = data
      .filter((c) => c.categories.includes('SD') || c.categories.includes('SMP'))
      .map((c) => c.title)
      .sort((a, b) => a.localeCompare(b, 'id', { sensitivity: 'base', numeric: true }))[0]!;
    await expect(page.locator('main article h2').first()).toHaveText(firstTitle);
    await page.getByLabel('Urutkan').selectOption('title_desc');
    await expect(page).toHaveURL(/sort=title_desc/);
    await expect(page.locator('main article h2').first()).not.toHaveText(firstTitle);
  });

  test('a text search is ordered "Paling relevan" by default; the spec\'s orders stay on offer', async ({ page }) => {
    // A two-word title phrase: the items holding it in their title come first, newest first among them.
    const target = data.find((c) => c.title.split(/\s+/).length >= 3)!;
    const phrase = target.title.split(/\s+/).slice(0, 2).join(' ');
    const published = (c: (typeof data)[number]) => Date.parse(c.published_date) || 0;
    // Open ones before closed ones (issue 22).
    const today = todayInJakarta();
    const closed = (c: (typeof data)[number]) => (c.registration.end && c.registration.end < today ? 1 : 0);
    const inTitle = data
      .filter((c) => c.title.toLowerCase().includes(phrase.toLowerCase()))
      .sort(
        (a, b) =>
          closed(a) - closed(b) ||
          published(b) - published(a) ||
          a.title.localeCompare(b.title, 'id', { sensitivity: 'base', numeric: true }),
      );
    await page.goto(`/search?q=${encodeURIComponent(phrase)}`);
    const sort = page.getByLabel('Urutkan');
    await expect(sort).toHaveValue('relevance');
    await expect(sort.locator('option')).toHaveText([
      'Paling relevan',
      'Terbaru Diterbitkan',
      'Terlama Diterbitkan',
      'Judul (A-Z)',
      'Judul (Z-A)',
      'Segera ditutup',
    ]);
    await expect(page.locator('main article h2').first()).toHaveText(inTitle[0]!.title);
    await page.waitForLoadState('networkidle');
    await sort.selectOption({ label: 'Terbaru Diterbitkan' });
    await expect(page).toHaveURL(/sort=published_date_desc/);
    await expect(sort).toHaveValue('published_date_desc');
    // Without text there is nothing to rank: newest first stays the default and relevance is not offered.
    await page.goto('/search?categories=SD&sort=relevance');
    await expect(page.getByLabel('Urutkan')).toHaveValue('published_date_desc');
    await expect(page.getByLabel('Urutkan').locator('option')).toHaveCount(5);
  });

  test('search result pages follow their page links once hydrated', async ({ page }) => {
    const all = data.filter((c) => JSON.stringify(c).toLowerCase().includes('lomba'));
    expect(all.length).toBeGreaterThan(16);
    await page.goto('/search?q=lomba');
    const titles = page.locator('main article h2');
    const first = await titles.first().textContent();
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Navigasi halaman' }).getByRole('link', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\/search\?q=lomba&page=2$/);
    await expect(titles.first()).not.toHaveText(first!);
    await expect(page.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('behind a TLS-terminating proxy on 127.0.0.1, a search is answered in place', async ({ request }) => {
    // The servers here run `next start -H 127.0.0.1`, as behind nginx. Next's router once took the proxy's rewrite
    // to the cached /cari page for an outside address and fetched it from itself over HTTP, with the scheme the
    // proxy named: https against this plain port failed with 500 (vercel/next.js#94745).
    const count = data.filter((c) => c.categories.includes('SMA')).length;
    for (const proto of ['https', 'http']) {
      const res = await request.get('/search?categories=SMA', { headers: { 'x-forwarded-proto': proto } });
      expect(res.status(), proto).toBe(200);
      // The cached page for the canonical query, as without the header.
      expect(res.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate/);
      expect((await res.text()).replaceAll('<!-- -->', '')).toContain(`${count} lomba ditemukan.`);
    }
  });

  test('no criteria and no match show the empty state', async ({ page }) => {
    await page.goto('/search?q=zzzzqqqxx');
    await expect(page.getByRole('heading', { name: 'Tidak Ada Hasil yang Cocok' })).toBeVisible();
    await expect(page.getByText('0 lomba ditemukan.')).toBeVisible();
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Tidak Ada Hasil yang Cocok' })).toBeVisible();
    const long = await page.goto(`/search?q=${'a'.repeat(2000)}&categories=XYZ&page=-1`);
    expect(long?.status()).toBe(200);
  });

  test('sidebar tag toggles the tag parameter', async ({ page }) => {
    await page.goto('/search?q=lomba');
    const tagWidget = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Tags' });
    const firstTag = tagWidget.getByRole('link').first();
    const tagText = (await firstTag.textContent())!.replace('#', '');
    await firstTag.click();
    await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(tagText).replace(/%20/g, '(%20|\\+)')}`));
    await expect(tagWidget.getByRole('link', { name: `#${tagText}`, exact: true })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('detail', () => {
  const c = ordered[0]!;
  const path = `/berita/${c.id}-${slugify(c.title)}`;

  test('shows everything the spec lists', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByText('Diterbitkan pada')).toBeVisible();
    await expect(page.getByText('Pendaftaran Dibuka')).toBeVisible();
    await expect(page.getByText('Pendaftaran Ditutup')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deskripsi Lomba' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kembali ke Semua Lomba/ })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((s) => s.includes('BreadcrumbList'))).toBe(true);
    expect(ld.some((s) => s.includes('SearchAction'))).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  });

  test('a wrong slug redirects permanently to the canonical URL', async ({ page, request }) => {
    const res = await request.get(`/berita/${c.id}-judul-lama`, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toContain(path);
    await page.goto(`/berita/${c.id}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });

  test('an unknown id is a 404 with "Lomba Tidak Ditemukan"', async ({ page }) => {
    const res = await page.goto('/berita/999999-tidak-ada');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Lomba Tidak Ditemukan' })).toBeVisible();
    await expect(page.getByText('Lomba yang Anda cari tidak ada atau mungkin telah dihapus.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Halaman Utama' })).toBeVisible();
  });

  test('a title with accents gets a clean slug', async ({ page }) => {
    const accented = data.find((x) => /[éèáíóú]/i.test(x.title));
    expect(accented, 'the sample data has a title with accents').toBeDefined();
    await page.goto(`/berita/${accented!.id}-${slugify(accented!.title)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(accented!.title);
  });
});

test.describe('other pages', () => {
  test('tags are listed alphabetically', async ({ page }) => {
    await page.goto('/tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Tagar #' })).toBeVisible();
    const all = [...new Set(data.flatMap((c) => c.tags))].sort((a, b) => a.localeCompare(b, 'id', { sensitivity: 'base', numeric: true }));
    const shown = (await page.locator('main ul').first().getByRole('link').allTextContents()).map((t) => t.replace('#', ''));
    expect(shown).toEqual(all);
    const desc = await page.locator('meta[name="description"]').getAttribute('content');
    expect(desc).toBe(all.join(', ').slice(0, 150).replace(/\s+/g, ' ').trim());
  });

  test('/sitemap says so and lands on sitemap.xml with every competition', async ({ page, request }) => {
    await page.goto('/sitemap');
    await page.waitForURL(/\/sitemap\.xml$/);
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const c of data) expect(xml).toContain(`/berita/${c.id}-${slugify(c.title)}`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
  });

  test('unknown routes get the 404 page with status 404', async ({ page }) => {
    const res = await page.goto('/tidak-ada-halaman-ini');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
    await expect(page.getByText('Maaf, kami tidak dapat menemukan halaman yang Anda cari.')).toBeVisible();
    // The server's HTML holds it (no script needed); its inline styles pass axe (contrast); and the way home.
    expect(await res?.text()).toContain('Halaman Tidak Ditemukan</h1>');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Kembali ke Halaman Utama' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the inlined stylesheet is in the HTML of a cached page once, and not again for the error pages', async ({ request }) => {
    // Next's inlineCss writes it in a <style> and again in the inline React payload; the page cache keeps a page with
    // the payload's copy emptied (lib/cache/payload-css.mjs), which it does only when that copy is the one there is.
    // The root layout and app/not-found.tsx import no CSS, or Next would add the whole sheet once more, as the styles
    // of the global error or not-found page, and the cache would keep all three.
    const cached = async (url: string) => {
      await request.get(url);
      return (await request.get(url)).text();
    };
    const home = await cached('/');
    const start = /<style[^>]*>([^<"\\]{60})/.exec(home)?.[1] ?? '';
    expect(start, 'a <style> with the stylesheet').toHaveLength(60);
    const detail = /href="(\/berita\/[^"#?]+)"/.exec(home)?.[1] ?? '';
    for (const html of [home, await cached(detail)]) expect(html.split(start).length - 1).toBe(1);
  });

  test('/500 shows the server error text', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByRole('heading', { name: 'Terjadi Kesalahan Server' })).toBeVisible();
    await expect(page.getByText('Kami sedang mengalami kendala teknis. Silakan coba beberapa saat lagi.')).toBeVisible();
  });

  test('static pages have real text; policy pages say when they were updated', async ({ page }) => {
    for (const [path, heading] of [
      ['/about', 'Tentang Kami'],
      ['/privacy-policy', 'Kebijakan Privasi'],
      ['/terms-of-service', 'Syarat dan Ketentuan'],
      ['/cookie', 'Kebijakan Cookie'],
      ['/disclaimer', 'Disclaimer'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The privacy policy's date follows its content (lib/privacy-updated.test.ts); the others have not changed.
      if (path === '/privacy-policy') await expect(page.getByText('Terakhir diperbarui: Jumat, 27 November 2026')).toBeVisible();
      else if (path !== '/about') await expect(page.getByText(/1 Juli 2025/)).toBeVisible();
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(1200);
    }
  });

  test('every page has a social image that renders offline', async ({ page, request }) => {
    for (const path of ['/', '/about', '/tags']) {
      await page.goto(path);
      const og = await page.locator('meta[property="og:image"]').first().getAttribute('content');
      const tw = await page.locator('meta[name="twitter:image"]').first().getAttribute('content');
      expect(og).toBeTruthy();
      expect(tw).toBeTruthy();
      for (const image of [og!, tw!]) {
        const res = await request.get(new URL(image).pathname);
        expect(res.status(), image).toBe(200);
        expect(res.headers()['content-type'], image).toContain('image/png');
        expect((await res.body()).subarray(0, 8).toString('hex'), image).toBe('89504e470d0a1a0a');
      }
    }
  });

  test('footer shows the copyright year', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('cookie consent', () => {
  test('banner until a choice, then a floating button reopens it', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog');
    await expect(banner.getByRole('button', { name: 'Tolak Semua' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Terima Semua' })).toBeVisible();
    await banner.getByRole('button', { name: 'Tolak Semua' }).click();
    await expect(page.getByRole('button', { name: 'Tolak Semua' })).toHaveCount(0);
    const saved = await page.evaluate(() => localStorage.getItem('cookieConsent'));
    expect(JSON.parse(saved!)).toEqual({ functional: true, analytics: false, ads: false });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Tolak Semua' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pengaturan cookie' }).click();
    await expect(page.getByRole('button', { name: 'Terima Semua' })).toBeVisible();
    await page.getByRole('button', { name: 'Terima Semua' }).click();
    const all = await page.evaluate(() => localStorage.getItem('cookieConsent'));
    expect(JSON.parse(all!)).toEqual({ functional: true, analytics: true, ads: true });
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('navigation collapses into a menu and the search takes the header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('button', { name: 'Buka pencarian' }).click();
    await expect(page.getByPlaceholder('Cari lomba...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeHidden();
  });
});

test('clicking the Admin label ten times opens /admin', async ({ page }) => {
  await page.goto('/about');
  const label = page.getByRole('button', { name: 'Admin', exact: true });
  for (let i = 0; i < 9; i++) await label.click();
  await expect(page).toHaveURL(/\/about$/);
  await label.click();
  await expect(page).toHaveURL(/\/(admin|login)/);
});

test.describe('a slow first visit', () => {
  test.use({ serviceWorkers: 'block' });

  test('an order chosen before the scripts run is followed once they do', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/search?q=lomba', { waitUntil: 'commit' });
    const sort = page.getByLabel('Urutkan');
    await sort.selectOption('title_asc');
    await expect(page).toHaveURL(/\/search\?q=lomba$/);
    release();
    await expect(page).toHaveURL(/sort=title_asc/);
    const firstTitle = data
      .filter((c) => JSON.stringify(c).toLowerCase().includes('lomba'))
      .map((c) => c.title)
      .sort((a, b) => a.localeCompare(b, 'id', { sensitivity: 'base', numeric: true }))[0]!;
    await expect(page.locator('main article h2').first()).toHaveText(firstTitle);
    await expect(sort).toHaveValue('title_asc');
  });

  test('a form sent before the scripts run puts no password or e-mail in the address', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('admin@lomba.test');
    await page.getByLabel('Password').fill('rahasia-sekali');
    const sent = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/login'));
    await page.getByLabel('Password').press('Enter');
    expect((await sent).method()).toBe('POST');
    expect((await sent).url()).not.toContain('rahasia');

    await page.goto('/kirim-lomba', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('panitia@sekolah.test');
    const submitted = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/kirim-lomba'));
    await page.getByLabel('Email').press('Enter');
    expect((await submitted).method()).toBe('POST');
    expect((await submitted).url()).not.toContain('panitia');
  });
});
