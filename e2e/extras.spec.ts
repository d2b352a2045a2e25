import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
import Parser from 'rss-parser';
import { normaliseCompetition } from '../lib/competitions/normalise';
import { MAIN_PORT } from './support/env.mjs';
import { homeOrder, readMainData, slugify, type SampleCompetition } from './support/data';

const data = readMainData();
const ordered = homeOrder(data);
const SITE = `http://127.0.0.1:${MAIN_PORT}`;
const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const pathOf = (c: SampleCompetition) => `/berita/${c.id}-${slugify(c.title)}`;
const byTitle = (a: SampleCompetition, b: SampleCompetition) =>
  a.title.localeCompare(b.title, 'id', { sensitivity: 'base', numeric: true });
const isOpen = (c: SampleCompetition) => Boolean(c.registration.end) && c.registration.end >= today;

const endingToday = data.filter((c) => c.registration.end === today);
const endingTomorrow = data.find((c) => c.registration.end === addDays(today, 1))!;
const closed = data.find((c) => c.registration.end && c.registration.end < today)!;
const parseIcs = (text: string) => new ICAL.Component(ICAL.parse(text));

// A cookie choice already made, so the consent banner covers nothing.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ functional: true, analytics: false, ads: false })),
  );
});

function cardOf(page: Page, title: string) {
  return page.locator('main article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function gotoCardPage(page: Page, c: SampleCompetition) {
  const index = ordered.findIndex((x) => x.id === c.id);
  await page.goto(index >= 16 ? `/?page=${Math.floor(index / 16) + 1}` : '/');
}

test.describe('deadline badges and the "Segera ditutup" sort', () => {
  test('each competition ending today or tomorrow says so on its page', async ({ page }) => {
    const endingTomorrowAll = data.filter((c) => c.registration.end === addDays(today, 1));
    // Without them the badge tests below would prove nothing.
    expect(Math.min(endingToday.length, endingTomorrowAll.length)).toBeGreaterThan(0);
    for (const [items, badge] of [
      [endingToday, 'Ditutup hari ini'],
      [endingTomorrowAll, 'Ditutup besok'],
    ] as const) {
      for (const c of items) {
        await page.goto(pathOf(c));
        await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
        await expect(page.locator('article').getByText(badge).first(), c.title).toBeVisible();
      }
    }
  });

  test('cards and detail pages show the badge', async ({ page }) => {
    await gotoCardPage(page, endingToday[0]!);
    await expect(cardOf(page, endingToday[0]!.title).getByText('Ditutup hari ini').first()).toBeVisible();
    await gotoCardPage(page, endingTomorrow);
    await expect(cardOf(page, endingTomorrow.title).getByText('Ditutup besok').first()).toBeVisible();
    await gotoCardPage(page, closed);
    await expect(cardOf(page, closed.title).getByText('Pendaftaran ditutup')).toBeVisible();

    await page.goto(pathOf(endingTomorrow));
    await expect(page.locator('article').getByText('Ditutup besok').first()).toBeVisible();
    const farOpen = data.find((c) => c.registration.end > addDays(today, 14))!;
    await page.goto(pathOf(farOpen));
    await expect(page.locator('[data-deadline]')).toHaveCount(0);
  });

  test('"Segera ditutup" lists open competitions only, nearest deadline first', async ({ page }) => {
    await page.goto('/search?categories=SD,SMP,SMA,MAHASISWA,UMUM,ALL,ETC');
    await page.getByLabel('Urutkan').selectOption({ label: 'Segera ditutup' });
    await expect(page).toHaveURL(/sort=closing_soon/);
    const expected = data.filter(isOpen).sort((a, b) => a.registration.end.localeCompare(b.registration.end) || byTitle(a, b));
    await expect(page.getByText(`${expected.length} lomba ditemukan.`)).toBeVisible();
    await expect(page.locator('main article h2')).toHaveText(expected.slice(0, 16).map((c) => c.title));
    await expect(page.locator('main article').first().getByText('Ditutup hari ini')).toBeVisible();
  });
});

test.describe('calendar', () => {
  const c = endingTomorrow;

  test('the detail page downloads an .ics with the deadline and links to Google Calendar', async ({ page, request }) => {
    await page.goto(pathOf(c));
    const section = page.getByRole('region', { name: 'Tambah ke Kalender' });
    await expect(section).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Unduh .ics' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^batas-pendaftaran-.+\.ics$/);
    const vcal = parseIcs(readFileSync((await download.path())!, 'utf8'));
    const events = vcal.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const ev = new ICAL.Event(events[0]!);
    expect(ev.summary).toBe(`Batas pendaftaran: ${c.title}`);
    expect(ev.startDate.isDate).toBe(true);
    expect(ev.startDate.toString()).toBe(c.registration.end);
    expect(ev.endDate.toString()).toBe(addDays(c.registration.end, 1));
    expect(ev.uid).toBe(`${c.id}@127.0.0.1`);
    expect(events[0]!.getFirstPropertyValue('url')).toBe(`${SITE}${pathOf(c)}`);

    const res = await request.get(`${pathOf(c)}/kalender.ics`);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    expect(new ICAL.Event(parseIcs(await res.text()).getFirstSubcomponent('vevent')!).uid).toBe(ev.uid);

    const google = new URL((await section.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(`Batas pendaftaran: ${c.title}`);
    expect(google.searchParams.get('dates')).toBe(
      `${c.registration.end.replace(/-/g, '')}/${addDays(c.registration.end, 1).replace(/-/g, '')}`,
    );
  });

  test('a competition without an end date has no calendar section', async ({ page, request }) => {
    const noEnd = data.find((x) => !x.registration.end)!;
    await page.goto(pathOf(noEnd));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(noEnd.title);
    await expect(page.getByRole('region', { name: 'Tambah ke Kalender' })).toHaveCount(0);
    expect((await request.get(`${pathOf(noEnd)}/kalender.ics`)).status()).toBe(404);
  });

  test('/kalender.ics?categories=SMA has the open SMA deadlines', async ({ request }) => {
    const res = await request.get('/kalender.ics?categories=SMA');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const vcal = parseIcs(await res.text());
    expect(String(vcal.getFirstPropertyValue('x-wr-calname'))).toContain('SMA');
    const uids = vcal.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).uid);
    const expected = data.filter((x) => isOpen(x) && x.categories.includes('SMA')).map((x) => `${x.id}@127.0.0.1`);
    expect(expected.length).toBeGreaterThan(0);
    expect([...uids].sort()).toEqual([...expected].sort());

    const all = parseIcs(await (await request.get('/kalender.ics')).text());
    expect(all.getAllSubcomponents('vevent')).toHaveLength(data.filter(isOpen).length);
    const tag = data.find(isOpen)!.tags[0]!;
    const tagged = parseIcs(await (await request.get(`/kalender.ics?tag=${encodeURIComponent(tag)}`)).text());
    expect(tagged.getAllSubcomponents('vevent')).toHaveLength(data.filter((x) => isOpen(x) && x.tags.includes(tag)).length);
  });
});

test.describe('RSS', () => {
  const published = (c: SampleCompetition) =>
    /^\d{4}-\d{2}-\d{2}$/.test(c.published_date) ? Date.parse(`${c.published_date}T00:00:00+07:00`) : Date.parse(c.published_date);

  test('/feed.xml has the newest 50 by published date and every page links it', async ({ page, request }) => {
    const res = await request.get('/feed.xml');
    expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = await new Parser().parseString(await res.text());
    expect(feed.language).toBe('id');
    const expected = [...data].sort((a, b) => published(b) - published(a) || byTitle(a, b)).slice(0, 50);
    expect(feed.items).toHaveLength(Math.min(50, data.length));
    expect(feed.items.map((i) => i.link)).toEqual(expected.map((c) => `${SITE}${pathOf(c)}`));
    expect(feed.items[0]!.guid).toBe(feed.items[0]!.link);
    expect(Date.parse(feed.items[0]!.pubDate!)).toBe(published(expected[0]!));

    const sma = await new Parser().parseString(await (await request.get('/feed.xml?categories=SMA')).text());
    expect(sma.items.length).toBe(Math.min(50, data.filter((c) => c.categories.includes('SMA')).length));
    expect(sma.items.every((i) => i.categories?.includes('SMA'))).toBe(true);

    for (const path of ['/', pathOf(ordered[0]!), '/search?q=lomba', '/tersimpan']) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/feed.xml');
    }
  });
});

test.describe('detail page extras', () => {
  const c = endingTomorrow;
  const url = `${SITE}${pathOf(c)}`;

  test('Event JSON-LD follows the facts: a Place offline, a VirtualLocation online, both hybrid, no mode claimed unknown', async ({
    page,
  }) => {
    const items = data.map((raw) => {
      const res = normaliseCompetition(raw);
      if (!res.ok) throw new Error(res.reason);
      return res.item;
    });
    const MODE_URL = { online: 'OnlineEventAttendanceMode', offline: 'OfflineEventAttendanceMode', hybrid: 'MixedEventAttendanceMode' };
    for (const mode of ['offline', 'online', 'hybrid', undefined] as const) {
      const item = items.find((x) => x.mode === mode && x.registration.start)!;
      await page.goto(pathOf(item));
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t) as Record<string, unknown>,
      );
      const event = blocks.find((b) => b['@type'] === 'Event')!;
      // Literal expectations written from the facts, not from the product's own builder.
      const pageUrl = `${SITE}${pathOf(item)}`;
      const { city, province } = item.location ?? {};
      const placeOf = {
        '@type': 'Place',
        name: [city, province].filter(Boolean).join(', ') || 'Indonesia',
        address: {
          '@type': 'PostalAddress',
          ...(city ? { addressLocality: city } : {}),
          ...(province ? { addressRegion: province } : {}),
          addressCountry: 'ID',
        },
      };
      const virtual = { '@type': 'VirtualLocation', url: item.registration_url ?? pageUrl };
      const expectedLocation = { offline: placeOf, online: virtual, hybrid: [placeOf, virtual] }[mode ?? 'offline'];
      expect(event, String(mode)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: item.title,
        startDate: item.stages?.event_start ?? item.registration.start,
        eventStatus: 'https://schema.org/EventScheduled',
        url: pageUrl,
        inLanguage: 'id-ID',
      });
      if (mode) expect(event.location, mode).toEqual(expectedLocation);
      else expect(event.location).toEqual(item.location ? placeOf : virtual);
      if (mode) expect(event.eventAttendanceMode).toBe(`https://schema.org/${MODE_URL[mode]}`);
      else expect(event).not.toHaveProperty('eventAttendanceMode');
      if (item.fee?.type === 'free') {
        expect(event.offers).toMatchObject({ '@type': 'Offer', price: 0, priceCurrency: 'IDR', url: item.registration_url ?? pageUrl });
      }
    }
  });

  test('share links carry the encoded URL and "Salin tautan" copies it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(pathOf(c));
    const enc = encodeURIComponent(url);
    for (const [name, start] of [
      ['Bagikan ke WhatsApp', 'https://wa.me/?text='],
      ['Bagikan ke Telegram', 'https://t.me/share/url?url='],
      ['Bagikan ke X', 'https://twitter.com/intent/tweet?url='],
      ['Bagikan ke Facebook', 'https://www.facebook.com/sharer/sharer.php?u='],
    ] as const) {
      const href = await page.getByRole('link', { name }).getAttribute('href');
      expect(href?.startsWith(start)).toBe(true);
      expect(href).toContain(enc);
    }
    await page.getByRole('button', { name: 'Salin tautan' }).click();
    await expect(page.getByRole('button', { name: 'Tautan disalin' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('og:image is a 1200x630 PNG for this competition', async ({ page, request }) => {
    await page.goto(pathOf(c));
    const og = (await page.locator('meta[property="og:image"]').first().getAttribute('content'))!;
    expect(og).toContain(`${pathOf(c)}/opengraph-image`);
    await expect(page.locator('meta[property="og:image:width"]').first()).toHaveAttribute('content', '1200');
    const res = await request.get(og.replace(SITE, ''));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});

test.describe('saved competitions', () => {
  test('Simpan on a card and on a detail page, listed on /tersimpan after a reload', async ({ page }) => {
    await page.goto('/tersimpan');
    await expect(page.getByRole('heading', { name: 'Belum ada lomba yang disimpan.' })).toBeVisible();

    const first = ordered[0]!;
    await page.goto('/');
    const toggle = cardOf(page, first.title).getByRole('button', { name: 'Simpan' });
    await toggle.click();
    await expect(cardOf(page, first.title).getByRole('button', { name: 'Tersimpan' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto(pathOf(endingTomorrow));
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Tersimpan' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Lihat lomba tersimpan' }).click();
    await expect(page).toHaveURL(/\/tersimpan$/);
    await page.reload();
    const list = page.locator('main ul').filter({ has: page.getByRole('link', { name: first.title }) });
    await expect(list.getByRole('link', { name: first.title, exact: true })).toBeVisible();
    await expect(list.getByRole('link', { name: endingTomorrow.title, exact: true })).toBeVisible();
    await expect(list.locator('li').filter({ hasText: endingTomorrow.title }).getByText('Ditutup besok')).toBeVisible();
    // Nearest deadline first.
    await expect(list.locator('li h2').first()).toHaveText(endingTomorrow.title);

    await list.locator('li').filter({ hasText: first.title }).getByRole('button', { name: 'Tersimpan' }).click();
    await expect(list.getByRole('link', { name: first.title, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: endingTomorrow.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: first.title, exact: true })).toHaveCount(0);
  });

  test('a deleted competition shows "tidak tersedia" and can be removed', async ({ page }) => {
    const kept = ordered[1]!;
    await page.goto('/tersimpan');
    await page.evaluate((ids) => localStorage.setItem('lomba:tersimpan', JSON.stringify(ids)), ['999999999', kept.id]);
    await page.reload();
    await expect(page.getByText('Lomba ini sudah tidak tersedia.')).toBeVisible();
    await expect(page.getByRole('link', { name: kept.title, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Hapus dari daftar' }).click();
    await expect(page.getByText('Lomba ini sudah tidak tersedia.')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('lomba:tersimpan'))).toBe(JSON.stringify([kept.id]));
  });
});
