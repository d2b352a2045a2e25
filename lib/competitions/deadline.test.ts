import { describe, expect, it } from 'vitest';
import { deadlineLine, deadlineStatus, isOpenUntil } from './deadline';

const today = '2025-07-01';

describe('deadlineStatus', () => {
  it('says today, tomorrow and 2..14 days', () => {
    expect(deadlineStatus('2025-07-01', today)).toEqual({ kind: 'today', days: 0, label: 'Ditutup hari ini' });
    expect(deadlineStatus('2025-07-02', today)).toEqual({ kind: 'tomorrow', days: 1, label: 'Ditutup besok' });
    expect(deadlineStatus('2025-07-03', today)?.label).toBe('Ditutup 2 hari lagi');
    expect(deadlineStatus('2025-07-15', today)).toEqual({ kind: 'soon', days: 14, label: 'Ditutup 14 hari lagi' });
  });

  it('says nothing further out or without an end date', () => {
    expect(deadlineStatus('2025-07-16', today)).toBeNull();
    expect(deadlineStatus('2026-01-01', today)).toBeNull();
    expect(deadlineStatus('', today)).toBeNull();
    expect(deadlineStatus('bukan-tanggal', today)).toBeNull();
  });

  it('says closed after the end', () => {
    expect(deadlineStatus('2025-06-30', today)).toEqual({ kind: 'closed', days: -1, label: 'Pendaftaran ditutup' });
    expect(deadlineStatus('2020-01-01', today)?.kind).toBe('closed');
  });

  it('counts across month and year ends', () => {
    expect(deadlineStatus('2026-01-01', '2025-12-31')?.label).toBe('Ditutup besok');
    expect(deadlineStatus('2024-03-01', '2024-02-28')?.label).toBe('Ditutup 2 hari lagi');
  });

  it('uses the Jakarta date by default: 17:30 UTC is already the next day there', async () => {
    const { todayInJakarta } = await import('./dates');
    const now = Date.parse('2025-06-30T17:30:00Z');
    expect(deadlineStatus('2025-07-01', todayInJakarta(now))?.kind).toBe('today');
    expect(deadlineStatus('2025-06-30', todayInJakarta(now))?.kind).toBe('closed');
  });
});

describe('isOpenUntil', () => {
  it('is open through the end day, and never without an end', () => {
    expect(isOpenUntil('2025-07-01', today)).toBe(true);
    expect(isOpenUntil('2025-06-30', today)).toBe(false);
    expect(isOpenUntil('', today)).toBe(false);
  });
});

describe('deadlineLine', () => {
  it('formats the end date or says there is none', () => {
    expect(deadlineLine('2025-07-01')).toBe('Batas pendaftaran: Selasa, 1 Juli 2025');
    expect(deadlineLine('')).toBe('Tanpa batas waktu');
  });
});

describe('deadlineCountdown', () => {
  it('counts any distance, says "Ditutup" once past and "Tanpa batas waktu" without an end', async () => {
    const { deadlineCountdown } = await import('./deadline');
    expect(deadlineCountdown('2025-07-31', '2025-07-01').label).toBe('Ditutup 30 hari lagi');
    expect(deadlineCountdown('2025-07-05', '2025-07-01').label).toBe('Ditutup 4 hari lagi');
    expect(deadlineCountdown('2025-07-01', '2025-07-01').label).toBe('Ditutup hari ini');
    expect(deadlineCountdown('2025-06-30', '2025-07-01')).toEqual({ kind: 'closed', label: 'Ditutup' });
    expect(deadlineCountdown('', '2025-07-01')).toEqual({ kind: 'none', label: 'Tanpa batas waktu' });
  });
});
