import { describe, expect, it } from 'vitest';
import { absoluteUrl, attendanceMode, competitionEventJsonLd, findOrganizer } from './event-jsonld';
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

const STATUSES = ['EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled'].map((s) => `https://schema.org/${s}`);
const MODES = ['Online', 'Offline', 'Mixed'].map((m) => `https://schema.org/${m}EventAttendanceMode`);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const isAbsoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/\s]+/.test(v);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

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
  if (data.eventAttendanceMode !== undefined && !MODES.includes(String(data.eventAttendanceMode))) problems.push('eventAttendanceMode: schema.org URL');
  const locations = (Array.isArray(data.location) ? data.location : [data.location]).map(obj);
  const virtual = locations.some((l) => l['@type'] === 'VirtualLocation' && isAbsoluteUrl(l.url));
  const place = locations.some((l) => l['@type'] === 'Place' && l.address);
  if (!virtual && !place) problems.push('location (required)');
  if (String(data.eventAttendanceMode).endsWith('OnlineEventAttendanceMode') && !virtual) problems.push('online event needs a VirtualLocation');
  if (String(data.eventAttendanceMode).endsWith('OfflineEventAttendanceMode') && !place) problems.push('offline event needs a Place');
  if (data.image !== undefined && !(Array.isArray(data.image) ? data.image : [data.image]).every(isAbsoluteUrl)) problems.push('image: absolute URLs');
  if (data.description !== undefined && typeof data.description !== 'string') problems.push('description');
  if (data.organizer !== undefined) {
    const o = obj(data.organizer);
    if (!['Organization', 'Person'].includes(String(o['@type'])) || typeof o.name !== 'string' || !o.name) problems.push('organizer');
  }
  if (data.url !== undefined && !isAbsoluteUrl(data.url)) problems.push('url');
  return problems;
}

describe('competitionEventJsonLd', () => {
  it('is a valid Event with the recommended fields', () => {
    const data = competitionEventJsonLd(comp(), siteUrl)!;
    expect(googleEventProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      name: 'Olimpiade Kimia Pelajar Indonesia 2025',
      startDate: '2025-06-01',
      endDate: '2025-07-31',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://lomba.example/berita/42-olimpiade-kimia-pelajar-indonesia-2025' },
      image: ['https://lomba.example/posters/poster-06.svg', 'https://cdn.example/poster.png'],
      organizer: { '@type': 'Organization', name: 'Himpunan Mahasiswa Kimia Institut Teknologi Jayakarta Raya' },
      url: 'https://lomba.example/berita/42-olimpiade-kimia-pelajar-indonesia-2025',
    });
    expect(String(data.description)).toContain('Himpunan Mahasiswa Kimia');
    expect(String(data.description)).not.toContain('\n');
  });

  it('starts at the published date without a registration start, and ends at the start without an end', () => {
    const data = competitionEventJsonLd(comp({ registration: { start: '', end: '' }, published_date: '2025-06-30T18:00:00.000Z' }), siteUrl)!;
    expect(data.startDate).toBe('2025-07-01');
    expect(data.endDate).toBe('2025-07-01');
    expect(googleEventProblems(data)).toEqual([]);
  });

  it('never ends before it starts and is null without any date', () => {
    const swapped = competitionEventJsonLd(comp({ registration: { start: '2025-08-01', end: '2025-07-01' } }), siteUrl)!;
    expect(swapped.endDate).toBe('2025-08-01');
    expect(googleEventProblems(swapped)).toEqual([]);
    expect(competitionEventJsonLd(comp({ registration: { start: '', end: '' }, published_date: '' }), siteUrl)).toBeNull();
    const onlyEnd = competitionEventJsonLd(comp({ registration: { start: '', end: '2025-07-31' }, published_date: '' }), siteUrl)!;
    expect([onlyEnd.startDate, onlyEnd.endDate]).toEqual(['2025-07-31', '2025-07-31']);
  });

  it('is mixed attendance when the text says offline, and leaves image and organizer out when unknown', () => {
    const data = competitionEventJsonLd(comp({ thumbnails: [], tags: [], description: 'Lomba tari. Pelaksanaan: luring di lokasi penyelenggara.' }), siteUrl)!;
    expect(data.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('organizer');
    expect(googleEventProblems(data)).toEqual([]);
  });

  it('the validator catches what Google rejects', () => {
    expect(googleEventProblems({ '@context': 'https://schema.org', '@type': 'Event', name: '', startDate: '1/7/2025', eventStatus: 'EventScheduled' })).toEqual([
      'name (required)',
      'startDate (required, ISO 8601)',
      'eventStatus: schema.org URL',
      'location (required)',
    ]);
  });
});

describe('helpers', () => {
  it('absoluteUrl prefixes site-relative posters only', () => {
    expect(absoluteUrl('/posters/a.svg', siteUrl)).toBe('https://lomba.example/posters/a.svg');
    expect(absoluteUrl('https://x.example/a.png', siteUrl)).toBe('https://x.example/a.png');
  });

  it('attendanceMode reads tags and text', () => {
    expect(attendanceMode({ tags: ['offline'], description: '' })).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(attendanceMode({ tags: [], description: 'Final dilaksanakan secara OFFLINE di Jakarta' })).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(attendanceMode({ tags: ['online'], description: 'Daring penuh' })).toBe('https://schema.org/OnlineEventAttendanceMode');
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
