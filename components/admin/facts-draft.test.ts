import { describe, expect, it } from 'vitest';
import { competitionInputSchema } from '@/lib/competitions/schema';
import { draftFromCompetition, draftToInput, emptyDraft } from './draft';
import { checkFactsDraft, emptyFactsDraft, factsDraftFrom, factsToInput, parseAmount } from './facts-draft';

const TODAY = '2025-07-02';
const base = {
  title: 'Lomba',
  description: 'Deskripsi',
  thumbnails: [],
  tags: [],
  categories: ['SMA' as const],
  registration: { start: '2025-07-01', end: '2025-07-31' },
  published_date: '2025-07-01',
};

describe('facts in the editor', () => {
  it('an empty draft sends no facts at all', () => {
    expect(factsToInput(emptyFactsDraft(), TODAY)).toEqual({});
    expect(Object.keys(draftToInput({ ...emptyDraft(), title: 'x' }, TODAY)).sort()).toEqual(
      ['categories', 'description', 'published_date', 'registration', 'tags', 'thumbnails', 'title'].sort(),
    );
  });

  it('round-trips every fact of a competition through the form', () => {
    const facts = {
      fee: { type: 'paid' as const, amount: 50_000 },
      prize: { total: 10_000_000, text: 'Trofi' },
      mode: 'hybrid' as const,
      location: { city: 'Bandung', province: 'Jawa Barat' as const },
      organizer: 'OSIS',
      registration_url: 'https://daftar.example/a',
      guidebook_url: 'https://drive.example/g.pdf',
      stages: { submission_deadline: '2025-08-01', announcement: '2025-08-10', event_start: '2025-08-20', event_end: '2025-08-21' },
      verified_at: '2025-06-30',
    };
    const input = draftToInput(draftFromCompetition({ ...base, ...facts }), TODAY);
    expect(input).toEqual({ ...base, ...facts });
    expect(competitionInputSchema.safeParse(input).success).toBe(true);
  });

  it('ticking "Terverifikasi" dates it today; unticking removes it; an online competition has no place', () => {
    expect(factsToInput({ ...emptyFactsDraft(), verified: true }, TODAY)).toEqual({ verified_at: TODAY });
    expect(factsToInput({ ...factsDraftFrom({ verified_at: '2025-01-01' }), verified: false }, TODAY)).toEqual({});
    expect(factsToInput({ ...emptyFactsDraft(), mode: 'online', city: 'Bandung', province: 'Jawa Barat' }, TODAY)).toEqual({
      mode: 'online',
    });
    expect(factsToInput({ ...emptyFactsDraft(), feeType: 'free', feeAmount: '5000' }, TODAY)).toEqual({ fee: { type: 'free' } });
  });

  it('checks amounts and links in Indonesian before sending', () => {
    expect(checkFactsDraft({ ...emptyFactsDraft(), feeType: 'paid', feeAmount: 'lima puluh ribu' })).toEqual({
      fee: 'Jumlah harus berupa angka.',
    });
    expect(checkFactsDraft({ ...emptyFactsDraft(), prizeTotal: '1,5 juta' })).toEqual({ prize: 'Jumlah harus berupa angka.' });
    expect(checkFactsDraft({ ...emptyFactsDraft(), registrationUrl: 'bit.ly/daftar', guidebookUrl: 'javascript:alert(1)' })).toEqual({
      registration_url: 'Link pendaftaran harus berupa URL yang valid (http atau https).',
      guidebook_url: 'Link guidebook harus berupa URL yang valid (http atau https).',
    });
    expect(checkFactsDraft({ ...emptyFactsDraft(), eventStart: '2025-08-02', eventEnd: '2025-08-01' })).toEqual({
      stages: 'Tanggal selesai acara tidak boleh sebelum tanggal mulai.',
    });
    expect(
      checkFactsDraft({ ...emptyFactsDraft(), feeType: 'paid', feeAmount: 'Rp 50.000', registrationUrl: 'https://a.example' }),
    ).toEqual({});
  });

  it('parseAmount reads written rupiah amounts', () => {
    expect(parseAmount('Rp 50.000')).toBe(50_000);
    expect(parseAmount('50000')).toBe(50_000);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('5,5')).toBeNaN();
  });
});
