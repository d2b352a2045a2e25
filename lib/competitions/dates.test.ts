import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateValue,
  daysUntil,
  formatLongDate,
  formatShortDateTime,
  isExpired,
  MONTHS,
  publishedAsRead,
  publishedTimeAsRead,
  todayInJakarta,
  toJakartaDate,
  WEEKDAYS,
} from './dates';

afterEach(() => {
  vi.useRealTimers();
});

describe('formatLongDate', () => {
  it.each([
    ['2025-07-01', 'Selasa, 1 Juli 2025'],
    ['2025-08-17', 'Minggu, 17 Agustus 2025'],
    ['2024-02-29', 'Kamis, 29 Februari 2024'],
    ['2025-12-31', 'Rabu, 31 Desember 2025'],
    // Timestamps are shown as their Jakarta (UTC+7) date.
    ['2025-06-30T18:00:00Z', 'Selasa, 1 Juli 2025'],
    ['2025-06-30T16:59:59.999Z', 'Senin, 30 Juni 2025'],
    ['2025-06-30T17:00:00.000Z', 'Selasa, 1 Juli 2025'],
    ['2025-07-01T00:30:00+07:00', 'Selasa, 1 Juli 2025'],
    // Without an offset a timestamp is Jakarta time, whatever the machine's zone.
    ['2025-07-01T00:30:00', 'Selasa, 1 Juli 2025'],
    ['2025-07-01T23:30', 'Selasa, 1 Juli 2025'],
  ])('%j => %j', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });

  it.each(['', null, undefined, 'besok', '2025-02-30', '2025-13-01', '2025-7-1x'])('%j => N/A', (input) => {
    expect(formatLongDate(input)).toBe('N/A');
  });

  it('agrees with Intl id-ID in Asia/Jakarta for every day of 2024-2026', () => {
    const intl = new Intl.DateTimeFormat('id-ID', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    });
    for (let t = Date.UTC(2024, 0, 1); t <= Date.UTC(2026, 11, 31); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(formatLongDate(day)).toBe(intl.format(new Date(`${day}T12:00:00+07:00`)));
    }
  });

  it('names', () => {
    expect(WEEKDAYS).toEqual(['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu']);
    expect(MONTHS[0]).toBe('Januari');
    expect(MONTHS[11]).toBe('Desember');
  });
});

describe('toJakartaDate', () => {
  it.each([
    ['2025-07-01', '2025-07-01'],
    ['2025-06-30T18:00:00Z', '2025-07-01'],
    ['2025-06-30T10:00:00-10:00', '2025-07-01'],
    ['2025-02-30', ''],
    ['', ''],
    ['x', ''],
  ])('%j => %j', (input, expected) => {
    expect(toJakartaDate(input)).toBe(expected);
  });
});

describe('todayInJakarta', () => {
  it('switches date at 17:00 UTC', () => {
    expect(todayInJakarta(Date.UTC(2025, 5, 30, 16, 59, 59, 999))).toBe('2025-06-30');
    expect(todayInJakarta(Date.UTC(2025, 5, 30, 17, 0, 0, 0))).toBe('2025-07-01');
    expect(todayInJakarta(Date.UTC(2024, 11, 31, 17, 0, 0))).toBe('2025-01-01');
    expect(todayInJakarta(Date.UTC(2025, 0, 1, 0, 0, 0))).toBe('2025-01-01');
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-30T17:30:00Z'));
    expect(todayInJakarta()).toBe('2025-07-01');
    vi.setSystemTime(new Date('2025-06-30T16:30:00Z'));
    expect(todayInJakarta()).toBe('2025-06-30');
  });
});

describe('isExpired', () => {
  it('is expired only when today is after the end date', () => {
    expect(isExpired('2025-07-31', '2025-07-30')).toBe(false);
    expect(isExpired('2025-07-31', '2025-07-31')).toBe(false);
    expect(isExpired('2025-07-31', '2025-08-01')).toBe(true);
    expect(isExpired('2024-12-31', '2025-01-01')).toBe(true);
  });

  it('never expires without an end date', () => {
    expect(isExpired('', '2099-12-31')).toBe(false);
  });

  it('uses today in Jakarta by default', () => {
    vi.useFakeTimers();
    // 23:30 on 31 July in Jakarta: the last day is still open.
    vi.setSystemTime(new Date('2025-07-31T16:30:00Z'));
    expect(isExpired('2025-07-31')).toBe(false);
    // 00:30 on 1 August in Jakarta, still 31 July in UTC.
    vi.setSystemTime(new Date('2025-07-31T17:30:00Z'));
    expect(isExpired('2025-07-31')).toBe(true);
  });
});

describe('daysUntil', () => {
  it('counts whole days', () => {
    expect(daysUntil('2025-07-31', '2025-07-01')).toBe(30);
    expect(daysUntil('2025-07-01', '2025-07-31')).toBe(-30);
    expect(daysUntil('2025-07-01', '2025-07-01')).toBe(0);
    expect(daysUntil('2024-03-01', '2024-02-28')).toBe(2);
    expect(daysUntil('2026-01-01', '2025-12-31')).toBe(1);
  });

  it('uses today in Jakarta by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-30T18:00:00Z'));
    expect(daysUntil('2025-07-02')).toBe(1);
  });
});

describe('formatShortDateTime', () => {
  it('shows Jakarta date and time', () => {
    expect(formatShortDateTime(Date.UTC(2025, 5, 30, 18, 5))).toBe('1 Jul 2025 01.05');
    expect(formatShortDateTime(Date.UTC(2025, 0, 1, 0, 0))).toBe('1 Jan 2025 07.00');
    expect(formatShortDateTime(Date.UTC(2025, 7, 17, 7, 9))).toBe('17 Agu 2025 14.09');
    expect(formatShortDateTime(Date.UTC(2025, 11, 31, 16, 59))).toBe('31 Des 2025 23.59');
    expect(formatShortDateTime(Date.UTC(2025, 11, 31, 17, 0))).toBe('1 Jan 2026 00.00');
  });

  it('is N/A for values that are not a time', () => {
    expect(formatShortDateTime(Number.NaN)).toBe('N/A');
    expect(formatShortDateTime(Number.POSITIVE_INFINITY)).toBe('N/A');
    expect(formatShortDateTime(1e20)).toBe('N/A');
  });
});

describe('dateValue', () => {
  it('reads a date as Jakarta midnight and a timestamp as it is', () => {
    expect(dateValue('2025-07-01')).toBe(Date.UTC(2025, 5, 30, 17));
    expect(dateValue('2025-06-30T18:00:00.000Z')).toBe(Date.UTC(2025, 5, 30, 18));
    expect(dateValue('')).toBeNaN();
  });
});

describe('publishedAsRead', () => {
  // 27 November 2026, 10.00 WIB.
  const now = Date.parse('2026-11-27T03:00:00Z');

  it('keeps a publish date on or before the last save and now, as it was written', () => {
    const saved = '2026-11-20T01:00:00.000Z';
    expect(publishedAsRead({ published_date: '2026-11-20', updated_at: saved }, now)).toBe('2026-11-20');
    expect(publishedAsRead({ published_date: '2026-11-02T08:00:00Z', updated_at: saved }, now)).toBe('2026-11-02T08:00:00Z');
    expect(publishedAsRead({ published_date: '', updated_at: saved }, now)).toBe('');
    expect(publishedAsRead({ published_date: 'bukan tanggal', updated_at: saved }, now)).toBe('bukan tanggal');
  });

  it('turns a stored future date into the Jakarta day of the last save, the same whenever it is read', () => {
    // Saved on 20 November at 23.30 WIB with the registration start (1 December) as its publish date.
    const c = { published_date: '2026-12-01', updated_at: '2026-11-20T16:30:00.000Z' };
    expect(publishedAsRead(c, now)).toBe('2026-11-20');
    expect(publishedAsRead(c, now + 3 * 86_400_000)).toBe('2026-11-20');
    expect(publishedAsRead(c, Date.parse('2026-12-05T00:00:00Z'))).toBe('2026-11-20');
    // A date after the save but already past is still later than the listing went up.
    expect(publishedAsRead({ published_date: '2026-11-25', updated_at: '2026-11-20T01:00:00Z' }, now)).toBe('2026-11-20');
    expect(publishedTimeAsRead(c, now)).toBe(dateValue('2026-11-20'));
  });

  it('falls back on now for a record without a readable save, and never goes past now', () => {
    expect(publishedAsRead({ published_date: '2026-12-01' }, now)).toBe('2026-11-27');
    expect(publishedAsRead({ published_date: '2026-12-01', updated_at: 'rusak' }, now)).toBe('2026-11-27');
    // A save stamped after now (a clock ahead) does not let the date pass now.
    expect(publishedAsRead({ published_date: '2026-12-01', updated_at: '2026-11-30T00:00:00Z' }, now)).toBe('2026-11-27');
    expect(publishedTimeAsRead({ published_date: '2026-12-01' }, now)).toBeLessThanOrEqual(now);
    expect(publishedTimeAsRead({ published_date: '' }, now)).toBeNaN();
  });
});
