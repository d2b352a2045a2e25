import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed, competitionIcs, escapeText, foldLine, googleCalendarUrl } from './ics';
import type { Competition } from './schema';

const cal = { siteUrl: 'https://lomba.example', siteName: 'InfoLomba', now: Date.parse('2025-07-01T03:04:05Z') };

function comp(over: Partial<Competition> = {}): Competition {
  return {
    id: '1751328000000',
    title: 'Olimpiade Sains, Matematika; dan \\ Logika',
    description: 'Deskripsi',
    thumbnails: [],
    tags: ['sains'],
    categories: ['SMA', 'MAHASISWA'],
    registration: { start: '2025-06-01', end: '2025-07-31' },
    published_date: '2025-06-01',
    ...over,
  };
}

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

describe('escapeText and foldLine', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('x\u0007y')).toBe('xy');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });
});

describe('competitionIcs', () => {
  const c = comp();
  const text = competitionIcs(c, cal)!;

  it('is RFC 5545: CRLF lines of at most 75 octets and the calendar properties', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const vcal = parse(text);
    expect(vcal.getFirstPropertyValue('version')).toBe('2.0');
    expect(vcal.getFirstPropertyValue('prodid')).toBe('-//InfoLomba//Kalender Lomba//ID');
    expect(vcal.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(vcal.getFirstPropertyValue('method')).toBe('PUBLISH');
  });

  it('has one all-day event on the registration end with a stable UID', () => {
    const events = parse(text).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const ev = new ICAL.Event(events[0]!);
    expect(ev.summary).toBe(`Batas pendaftaran: ${c.title}`);
    expect(ev.startDate.isDate).toBe(true);
    expect(ev.startDate.toString()).toBe('2025-07-31');
    expect(ev.endDate.toString()).toBe('2025-08-01');
    expect(ev.uid).toBe('1751328000000@lomba.example');
    const again = parse(competitionIcs(c, { ...cal, now: Date.now() })!).getFirstSubcomponent('vevent')!;
    expect(again.getFirstPropertyValue('uid')).toBe(ev.uid);
    const vevent = events[0]!;
    const url = 'https://lomba.example/berita/1751328000000-olimpiade-sains-matematika-dan-logika';
    expect(vevent.getFirstPropertyValue('url')).toBe(url);
    expect(ev.description).toContain(url);
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2025-07-01T03:04:05Z');
    expect(vevent.getFirstProperty('categories')!.getValues()).toEqual(['SMA', 'MAHASISWA']);
    expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('action')).toBe('DISPLAY');
  });

  it('keeps long titles and newlines intact through folding and escaping', () => {
    const title = `Lomba Esai "Indonesia Emas 2045": Pemuda, Energi; dan Masa Depan ${'é'.repeat(60)}`;
    const ev = new ICAL.Event(parse(competitionIcs(comp({ title }), cal)!).getFirstSubcomponent('vevent')!);
    expect(ev.summary).toBe(`Batas pendaftaran: ${title}`);
    expect(ev.description.split('\n').length).toBe(3);
  });

  it('is null without an end date', () => {
    expect(competitionIcs(comp({ registration: { start: '2025-06-01', end: '' } }), cal)).toBeNull();
  });
});

describe('calendarFeed', () => {
  it('lists the deadlines with a calendar name and skips items without an end', () => {
    const items = [
      comp({ id: '1' }),
      comp({ id: '2', registration: { start: '', end: '' } }),
      comp({ id: '3', title: 'Lomba B', registration: { start: '', end: '2025-12-31' } }),
    ];
    const vcal = parse(calendarFeed(items, { ...cal, name: 'InfoLomba: Batas Pendaftaran', description: 'Semua lomba' }));
    expect(vcal.getFirstPropertyValue('x-wr-calname')).toBe('InfoLomba: Batas Pendaftaran');
    const events = vcal.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.uid)).toEqual(['1@lomba.example', '3@lomba.example']);
    expect(events[1]!.startDate.toString()).toBe('2025-12-31');
    expect(events[1]!.endDate.toString()).toBe('2026-01-01');
    expect(vcal.getAllSubcomponents('vevent')[0]!.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('is a valid empty calendar when nothing matches', () => {
    const vcal = parse(calendarFeed([], { ...cal, name: 'x', description: 'y' }));
    expect(vcal.getAllSubcomponents('vevent')).toHaveLength(0);
  });
});

describe('googleCalendarUrl', () => {
  it('builds the TEMPLATE link with all-day dates', () => {
    const url = new URL(googleCalendarUrl(comp(), cal.siteUrl)!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(`Batas pendaftaran: ${comp().title}`);
    expect(url.searchParams.get('dates')).toBe('20250731/20250801');
    expect(url.searchParams.get('details')).toContain('https://lomba.example/berita/1751328000000-');
    expect(googleCalendarUrl(comp({ registration: { start: '', end: '' } }), cal.siteUrl)).toBeNull();
  });
});

describe('facts and revisions', () => {
  const facts: Partial<Competition> = {
    fee: { type: 'paid', amount: 75_000 },
    prize: { total: 10_000_000, text: 'Trofi dan sertifikat' },
    mode: 'offline',
    location: { city: 'Bandung', province: 'Jawa Barat' },
    organizer: 'OSIS SMA Negeri 1 Bandung',
    registration_url: 'https://daftar.example/form',
    stages: { announcement: '2025-08-20', event_start: '2025-09-01' },
  };

  it('carries the facts in the description and the place in LOCATION', () => {
    const event = parse(competitionIcs(comp(facts), cal)!).getFirstSubcomponent('vevent')!;
    const description = String(event.getFirstPropertyValue('description'));
    expect(description).toContain('Biaya: Rp75.000');
    expect(description).toContain('Hadiah: Total Rp10.000.000 · Trofi dan sertifikat');
    expect(description).toContain('Pelaksanaan: Offline · Bandung, Jawa Barat');
    expect(description).toContain('Penyelenggara: OSIS SMA Negeri 1 Bandung');
    expect(description).toContain('Pengumuman: Rabu, 20 Agustus 2025');
    expect(description).toContain('Link pendaftaran: https://daftar.example/form');
    expect(event.getFirstPropertyValue('location')).toBe('Bandung, Jawa Barat');
    expect(parse(competitionIcs(comp(), cal)!).getFirstSubcomponent('vevent')!.hasProperty('location')).toBe(false);
  });

  it('keeps the UID and raises SEQUENCE and LAST-MODIFIED when a competition is saved again', () => {
    const read = (c: Competition) => {
      const event = parse(calendarFeed([c], { ...cal, name: 'x', description: 'y' })).getFirstSubcomponent('vevent')!;
      return {
        uid: event.getFirstPropertyValue('uid'),
        sequence: Number(event.getFirstPropertyValue('sequence')),
        lastModified: String(event.getFirstPropertyValue('last-modified')),
      };
    };
    const never = read(comp());
    const first = read(comp({ updated_at: '2025-07-01T10:00:00.000Z' }));
    const second = read(comp({ ...facts, updated_at: '2025-07-01T10:00:01.000Z' }));
    expect(never.sequence).toBe(0);
    expect(never.lastModified).toBe('2025-05-31T17:00:00Z');
    expect(first.uid).toBe(second.uid);
    expect(first.uid).toBe(never.uid);
    expect(second.sequence).toBe(first.sequence + 1);
    expect(first.sequence).toBeLessThan(2 ** 31);
    expect(first.lastModified).toBe('2025-07-01T10:00:00Z');
    expect(second.lastModified).toBe('2025-07-01T10:00:01Z');
  });
});
