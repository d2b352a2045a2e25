import { describe, expect, it } from 'vitest';
import type { CompetitionInput } from '@/lib/competitions/schema';
import { initialFrom } from './initial';

describe('initialFrom', () => {
  it('fills every field the form asks, the facts included; uploaded posters are not links', () => {
    const c = {
      title: 'Lomba Esai',
      description: 'Deskripsi.',
      thumbnails: ['/unggahan/0123456789abcdef01234567.jpg', 'https://poster.test/a.jpg'],
      tags: ['esai', 'nasional'],
      categories: ['SMA'],
      registration: { start: '2026-08-01', end: '2026-08-30' },
      published_date: '2026-07-01',
      fee: { type: 'paid', amount: 50_000 },
      prize: { total: 1_000_000 },
      mode: 'offline',
      location: { province: 'Jawa Barat' },
    } as CompetitionInput;
    expect(initialFrom(c)).toMatchObject({
      title: 'Lomba Esai',
      tags: 'esai, nasional',
      poster_links: 'https://poster.test/a.jpg',
      fee_type: 'paid',
      fee_amount: '50000',
      prize_total: '1000000',
      prize_text: '',
      mode: 'offline',
      city: '',
      province: 'Jawa Barat',
    });
    expect(initialFrom(c)).not.toHaveProperty('email');
    expect(initialFrom(c, { name: 'Rina', email: 'r@x.test', organisation: 'OSIS' }).email).toBe('r@x.test');
  });
});
