import { describe, expect, it } from 'vitest';
import { absoluteUrl, competitionEventJsonLd, eventDates, findOrganizer } from './event-jsonld';
import { PROVINCES } from './provinces';
import { MODES as COMPETITION_MODES } from './schema';
import type { Competition } from './schema';

const siteUrl = 'https://lomba.example';

function comp(over: Partial<Competition> = {}): Competition {
  return {
    id: '42',
    title: 'Olimpiade Kimia Pelajar Indonesia 2025',
    description:
      'Himpunan Mahasiswa Kimia Institut Teknologi Jayakarta Raya mengundang pelajar terbaik untuk beradu kemampuan.\n\nPelaksanaan: daring.',
    thumbnails: ['/posters/poster-06.svg', 'https://cdn.example/poster.png'],
    tags: ['sains', 'online'],
    categories: ['SMA'],
    registration: { start: '2025-06-01', end: '2025-07-31' },
    published_date: '2025-05-20',
    ...over,
  };
}

const STATUSES = ['EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled'].map(
  (s) => `https://schema.org/${s}`,
);
const MODES = ['Online', 'Offline', 'Mixed'].map((m) => `https://schema.org/${m}EventAttendanceMode`);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const isAbsoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/\s]+/.test(v);
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * Google Search's rules for Event rich results: required name, startDate and location (a VirtualLocation with a
 * url for online events, a Place with an address for offline ones); the recommended fields, when present, in
 * their documented shapes, with eventStatus and eventAttendanceMode as full schema.org URLs.
 */
function googleEventProblems(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('@context');
  if (data['@type'] !== 'Event') problems.push('@type');
  if (typeof data.name !== 'string' || !data.name.trim()) problems.push('name (required)');
  if (typeof data.startDate !== 'string' || !ISO_DATE.test(data.startDate)) problems.push('startDate (required, ISO 8601)');
  if (data.endDate !== undefined) {
    if (typeof data.endDate !== 'string' || !ISO_DATE.test(data.endDate)) problems.push('endDate: ISO 8601');
    else if (typeof data.startDate === 'string' && data.endDate < data.startDate) problems.push('endDate before startDate');
  }
  if (data.eventStatus !== undefined && !STATUSES.includes(String(data.eventStatus))) problems.push('eventStatus: schema.org URL');
  if (data.eventAttendanceMode !== undefined && !MODES.includes(String(data.eventAttendanceMode)))
    problems.push('eventAttendanceMode: schema.org URL');
  const locations = (Array.isArray(data.location) ? data.location : [data.location]).map(obj);
  const virtual = locations.some((l) => l['@type'] === 'VirtualLocation' && isAbsoluteUrl(l.url));
  const place = locations.some((l) => l['@type'] === 'Place' && l.address);
  if (!virtual && !place) problems.push('location (required)');
  if (String(data.eventAttendanceMode).endsWith('OnlineEventAttendanceMode') && !virtual)
    problems.push('online event needs a VirtualLocation');
  if (String(data.eventAttendanceMode).endsWith('OfflineEventAttendanceMode') && !place) problems.push('offline event needs a Place');
  if (data.image !== undefined && !(Array.isArray(data.image) ? data.image : [data.image]).every(isAbsoluteUrl))
    problems.push('image: absolute URLs');
  if (data.description !== undefined && typeof data.description !== 'string') problems.push('description');
  if (data.organizer !== undefined) {
    const o = obj(data.organizer);
    if (!['Organization', 'Person'].includes(String(o['@type'])) || typeof o.name !== 'string' || !o.name) problems.push('organizer');
  }
  if (data.url !== undefined && !isAbsoluteUrl(data.url)) problems.push('url');
  if (data.offers !== undefined) {
    const o = obj(data.offers);
    if (o['@type'] !== 'Offer' || typeof o.price !== 'number' || o.price < 0 || o.priceCurrency !== 'IDR')
      problems.push('offers: price and IDR');
    if (o.url !== undefined && !isAbsoluteUrl(o.url)) problems.push('offers.url');
  }
  return problems;
}

/** This site's own rules on top of Google's: every claim comes from a fact, and an unknown fact claims nothing. */
function factProblems(c: Competition, data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const locations = (Array.isArray(data.location) ? data.location : [data.location]).map(obj);
  const places = locations.filter((l) => l['@type'] === 'Place');
  const virtuals = locations.filter((l) => l['@type'] === 'VirtualLocation');
  const expectedMode = c.mode ? { online: 'Online', offline: 'Offline', hybrid: 'Mixed' }[c.mode] : undefined;
  if (expectedMode && data.eventAttendanceMode !== `https://schema.org/${expectedMode}EventAttendanceMode`)
    problems.push('attendance mode from the mode');
  if (!c.mode && 'eventAttendanceMode' in data) problems.push('unknown mode claims an attendance mode');
  if ((c.mode === 'offline' || c.mode === 'hybrid') && places.length !== 1) problems.push('offline/hybrid needs a Place');
  if ((c.mode === 'online' || c.mode === 'hybrid') && virtuals.length !== 1) problems.push('online/hybrid needs a VirtualLocation');
  if (c.mode === 'offline' && virtuals.length) problems.push('offline claims a VirtualLocation');
  if (c.mode === 'online' && places.length) problems.push('online claims a Place');
  for (const p of places) {
    const a = obj(p.address);
    if (a['@type'] !== 'PostalAddress' || a.addressCountry !== 'ID') problems.push('Place needs a PostalAddress in ID');
    if (c.location?.city && a.addressLocality !== c.location.city) problems.push('city');
    if (c.location?.province && a.addressRegion !== c.location.province) problems.push('province');
  }
  if (c.registration_url && virtuals.some((v) => v.url !== c.registration_url)) problems.push('VirtualLocation at the registration link');
  const eventStart = c.stages?.event_start;
  if (eventStart && data.startDate !== eventStart) problems.push('startDate = event date');
  if (!eventStart && c.registration.start && data.startDate !== c.registration.start) problems.push('startDate = registration start');
  const knownEnd = eventStart ? c.stages?.event_end : (c.stages?.event_end ?? c.registration.end);
  if (!knownEnd && 'endDate' in data) problems.push('endDate claimed without one known');
  if (c.fee?.type === 'free' && obj(data.offers).price !== 0) problems.push('free needs price 0');
  if (c.fee?.type === 'paid' && c.fee.amount !== undefined && obj(data.offers).price !== c.fee.amount) problems.push('paid price');
  if (!c.fee && 'offers' in data) problems.push('offers claimed without a fee');
  if (c.organizer && obj(data.organizer).name !== c.organizer) problems.push('organizer');
  if (data.image === undefined) problems.push('image');
  if (data.eventStatus === undefined) problems.push('eventStatus');
  return problems;
}

/** Every combination of mode, place, fee, links and dates the facts allow. */
function* generated(): Generator<Competition> {
  const locations = [undefined, { city: 'Bandung', province: 'Jawa Barat' as const }, { province: PROVINCES[0] }];
  const fees = [undefined, { type: 'free' as const }, { type: 'paid' as const, amount: 50_000 }, { type: 'paid' as const }];
  const stageSets = [
    undefined,
    { event_start: '2025-08-10' },
    { event_start: '2025-08-10', event_end: '2025-08-12' },
    { announcement: '2025-08-01' },
  ];
  const registrations = [
    { start: '2025-06-01', end: '2025-07-31' },
    { start: '2025-06-01', end: '' },
    { start: '', end: '2025-07-31' },
  ];
  let n = 0;
  for (const mode of [undefined, ...COMPETITION_MODES])
    for (const location of locations)
      for (const fee of fees)
        for (const stages of stageSets)
          for (const registration of registrations)
            for (const link of [undefined, 'https://daftar.example/form'])
              yield comp({
                id: String(++n),
                registration,
                thumbnails: n % 2 ? [] : ['/posters/a.svg'],
                ...(mode ? { mode } : {}),
                ...(location ? { location } : {}),
                ...(fee ? { fee } : {}),
                ...(stages ? { stages } : {}),
                ...(link ? { registration_url: link } : {}),
                ...(n % 3 ? { organizer: 'OSIS SMA Negeri 1 Bandung' } : {}),
              });
}

describe('competitionEventJsonLd', () => {
  it("every generated competition gives an Event that passes Google's rules and claims only known facts", () => {
    let count = 0;
    for (const c of generated()) {
      const data = competitionEventJsonLd(c, siteUrl);
      expect(data, c.id).not.toBeNull();
      expect([c.id, ...googleEventProblems(data!), ...factProblems(c, data!)]).toEqual([c.id]);
      count++;
    }
    expect(count).toBeGreaterThan(1000);
  });

  it('EventRescheduled with previousStartDate only when the event moved; an extension is the offer validThrough', () => {
    const extended = comp({
      fee: { type: 'free' },
      registration: { start: '2025-06-01', end: '2025-08-10' },
      extension: { from: '2025-07-31' },
    });
    const plain = competitionEventJsonLd(extended, siteUrl)!;
    expect(googleEventProblems(plain)).toEqual([]);
    expect(plain.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(plain).not.toHaveProperty('previousStartDate');
    expect(obj(plain.offers).validThrough).toBe('2025-08-10');
    const moved = competitionEventJsonLd(comp({ stages: { event_start: '2025-09-20' }, previous_event_start: '2025-09-13' }), siteUrl)!;
    expect(googleEventProblems(moved)).toEqual([]);
    expect(moved).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      previousStartDate: '2025-09-13',
      startDate: '2025-09-20',
    });
    expect(String(moved.previousStartDate)).toMatch(ISO_DATE);
  });

  it('offline: a Place with a PostalAddress, offline attendance, free entry as price 0 IDR', () => {
    const data = competitionEventJsonLd(
      comp({ mode: 'offline', location: { city: 'Bandung', province: 'Jawa Barat' }, fee: { type: 'free' }, organizer: 'OSIS SMAN 3' }),
      siteUrl,
    )!;
    expect(data).toMatchObject({
      startDate: '2025-06-01',
      endDate: '2025-07-31',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Bandung, Jawa Barat',
        address: { '@type': 'PostalAddress', addressLocality: 'Bandung', addressRegion: 'Jawa Barat', addressCountry: 'ID' },
      },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'IDR' },
      organizer: { '@type': 'Organization', name: 'OSIS SMAN 3' },
    });
  });

  it('online: a VirtualLocation at the registration link; hybrid: both; the event dates win over registration', () => {
    const online = competitionEventJsonLd(comp({ mode: 'online', registration_url: 'https://daftar.example/x' }), siteUrl)!;
    expect(online.location).toEqual({ '@type': 'VirtualLocation', url: 'https://daftar.example/x' });
    const hybrid = competitionEventJsonLd(
      comp({ mode: 'hybrid', location: { city: 'Malang' }, stages: { event_start: '2025-09-01', event_end: '2025-09-02' } }),
      siteUrl,
    )!;
    expect(hybrid.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect((hybrid.location as { '@type': string }[]).map((l) => l['@type'])).toEqual(['Place', 'VirtualLocation']);
    expect([hybrid.startDate, hybrid.endDate]).toEqual(['2025-09-01', '2025-09-02']);
  });

  it('unknown mode: no attendance mode, no Place invented; no end date, no fee: neither claimed', () => {
    const data = competitionEventJsonLd(
      comp({ tags: ['offline'], description: 'Pelaksanaan luring di Jakarta.', registration: { start: '2025-06-01', end: '' } }),
      siteUrl,
    )!;
    expect(data).not.toHaveProperty('eventAttendanceMode');
    expect(data).not.toHaveProperty('endDate');
    expect(data).not.toHaveProperty('offers');
    expect(data.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://lomba.example/berita/42-olimpiade-kimia-pelajar-indonesia-2025',
    });
    expect(googleEventProblems(data)).toEqual([]);
  });

  it('starts at the published date without a registration start, and is null without any date', () => {
    const data = competitionEventJsonLd(
      comp({ registration: { start: '', end: '' }, published_date: '2025-06-30T18:00:00.000Z' }),
      siteUrl,
    )!;
    expect(data.startDate).toBe('2025-07-01');
    expect(data).not.toHaveProperty('endDate');
    expect(competitionEventJsonLd(comp({ registration: { start: '', end: '' }, published_date: '' }), siteUrl)).toBeNull();
    expect(eventDates(comp({ registration: { start: '2025-08-01', end: '2025-07-01' } }))).toEqual({ start: '2025-08-01' });
  });

  it("uses the posters as images, else the page's own card image; the description names the organiser", () => {
    const data = competitionEventJsonLd(comp(), siteUrl)!;
    expect(data.image).toEqual(['https://lomba.example/posters/poster-06.svg', 'https://cdn.example/poster.png']);
    expect(data.organizer).toEqual({ '@type': 'Organization', name: 'Himpunan Mahasiswa Kimia Institut Teknologi Jayakarta Raya' });
    const bare = competitionEventJsonLd(comp({ thumbnails: [] }), siteUrl)!;
    expect(bare.image).toEqual(['https://lomba.example/berita/42-olimpiade-kimia-pelajar-indonesia-2025/opengraph-image']);
  });

  it('the validators catch what Google and our rules reject', () => {
    expect(
      googleEventProblems({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: '',
        startDate: '1/7/2025',
        eventStatus: 'EventScheduled',
      }),
    ).toEqual(['name (required)', 'startDate (required, ISO 8601)', 'eventStatus: schema.org URL', 'location (required)']);
    const c = comp({ mode: 'offline', fee: { type: 'free' } });
    const wrong = {
      ...competitionEventJsonLd(c, siteUrl)!,
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      offers: undefined,
    };
    expect(factProblems(c, wrong)).toEqual(['attendance mode from the mode', 'free needs price 0']);
  });
});

describe('helpers', () => {
  it('absoluteUrl prefixes site-relative posters only', () => {
    expect(absoluteUrl('/posters/a.svg', siteUrl)).toBe('https://lomba.example/posters/a.svg');
    expect(absoluteUrl('https://x.example/a.png', siteUrl)).toBe('https://x.example/a.png');
  });

  it('findOrganizer reads a label line or the subject of the first sentence', () => {
    expect(findOrganizer('Lomba seru.\nPenyelenggara: OSIS SMA Negeri 1 Bandung.\nHadiah besar')).toBe('OSIS SMA Negeri 1 Bandung');
    expect(findOrganizer('Kedai Kopi Kréasi & Komunitas Senja Lensa membuka lomba foto')).toBe('Kedai Kopi Kréasi & Komunitas Senja Lensa');
    expect(findOrganizer('Komunitas Arena Digital Nusantara kembali menggelar turnamen')).toBe('Komunitas Arena Digital Nusantara');
    expect(findOrganizer('Kami mengundang kamu semua')).toBeUndefined();
    expect(findOrganizer('ayo ikut lomba ini, hadiahnya besar')).toBeUndefined();
    expect(findOrganizer('Lomba Esai Nasional dibuka untuk umum')).toBeUndefined();
  });
});
