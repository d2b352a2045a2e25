import { describe, expect, it } from 'vitest';
import { normaliseFacts, parseRupiah } from './facts';
import { normaliseCompetition, parseDataFile, serialiseDataFile } from './normalise';
import { PROVINCES, findProvince } from './provinces';
import { type Competition, competitionInputSchema } from './schema';
import { competitionVersion } from './version';

const old = {
  id: '1',
  title: 'Lomba Esai',
  description: 'Gratis! Offline di Bandung.',
  thumbnails: [],
  tags: ['gratis', 'offline'],
  categories: ['SMA'],
  registration: { start: '2025-07-01', end: '2025-07-31' },
  published_date: '2025-07-01',
};

const facts = {
  fee: { type: 'paid', amount: 50_000 },
  prize: { total: 10_000_000, text: 'Trofi' },
  mode: 'hybrid',
  location: { city: 'Bandung', province: 'Jawa Barat' },
  organizer: 'OSIS SMA 1',
  registration_url: 'https://daftar.example/a',
  guidebook_url: 'https://drive.example/guide.pdf',
  stages: { submission_deadline: '2025-08-01', announcement: '2025-08-10', event_start: '2025-08-20', event_end: '2025-08-21' },
  verified_at: '2025-07-02',
  updated_at: '2025-07-02T03:00:00.000Z',
};

describe('facts on records', () => {
  it('an old record reads exactly as before: no fact is guessed from its text or tags', () => {
    const res = normaliseCompetition(old);
    expect(res).toEqual({ ok: true, item: old });
    expect(Object.keys(res.ok ? res.item : {})).toEqual(Object.keys(old));
  });

  it('a record with every fact keeps them, and writing and reading again gives the same file', () => {
    const file = JSON.stringify([{ ...old, ...facts }]);
    const first = parseDataFile(file);
    expect(first.items).toEqual([{ ...old, ...facts }]);
    const written = serialiseDataFile(first.items);
    expect(parseDataFile(written).items).toEqual(first.items);
    const [record] = JSON.parse(written) as Record<string, unknown>[];
    // The spec's fields first and unchanged; the facts are added after them.
    expect(Object.keys(record!).slice(0, 8)).toEqual(Object.keys(old));
    expect(record).toMatchObject(old);
  });

  it('writes only the facts that are set', () => {
    const { items } = parseDataFile(JSON.stringify([{ ...old, fee: { type: 'free' } }]));
    expect(JSON.parse(serialiseDataFile(items))).toEqual([{ ...old, fee: { type: 'free' } }]);
  });

  it('reads written-out variants leniently and leaves unreadable facts unknown, keeping the record', () => {
    expect(
      normaliseFacts({
        fee: { type: 'Paid', amount: 'Rp 25.000' },
        prize: { total: '1.000.000' },
        mode: 'OFFLINE',
        location: { city: '  Yogyakarta ', province: 'jogja' },
        stages: { event_start: '2025/9/1', event_end: '2025-08-01', announcement: 'besok' },
        verified_at: '2025-7-2',
      }),
    ).toEqual({
      fee: { type: 'paid', amount: 25_000 },
      prize: { total: 1_000_000 },
      mode: 'offline',
      location: { city: 'Yogyakarta', province: 'DI Yogyakarta' },
      stages: { event_start: '2025-09-01' },
      verified_at: '2025-07-02',
    });
    const res = normaliseCompetition({
      ...old,
      fee: { type: 'maybe' },
      mode: 'daring',
      location: { province: 'Atlantis' },
      registration_url: 'javascript:alert(1)',
      guidebook_url: 'bukan url',
      prize: { total: -5 },
      organizer: 'x'.repeat(500),
      stages: 'soon',
      updated_at: 'kemarin',
    });
    expect(res).toEqual({ ok: true, item: old });
  });

  it('free never carries an amount; a paid fee of 0 is unknown', () => {
    expect(normaliseFacts({ fee: { type: 'free', amount: 5 } })).toEqual({ fee: { type: 'free' } });
    expect(normaliseFacts({ fee: { type: 'paid', amount: 0 } })).toEqual({});
    expect(normaliseFacts({ fee: { type: 'paid' } })).toEqual({ fee: { type: 'paid' } });
  });

  it('parseRupiah reads plain amounts only', () => {
    expect(parseRupiah('Rp50.000')).toBe(50_000);
    expect(parseRupiah('Rp. 1.500.000,-')).toBe(1_500_000);
    expect(parseRupiah('50000')).toBe(50_000);
    expect(parseRupiah('50 ribu')).toBeUndefined();
    expect(parseRupiah(12.5)).toBeUndefined();
  });
});

describe('provinces', () => {
  it('has the 38 provinces, each found by its own name and common spellings', () => {
    expect(PROVINCES).toHaveLength(38);
    expect(new Set(PROVINCES).size).toBe(38);
    for (const p of PROVINCES) expect(findProvince(p.toUpperCase())).toBe(p);
    expect(findProvince('Jakarta')).toBe('DKI Jakarta');
    expect(findProvince('D.I. Yogyakarta')).toBe('DI Yogyakarta');
    expect(findProvince('Bangka Belitung')).toBe('Kepulauan Bangka Belitung');
    expect(findProvince('Narnia')).toBeUndefined();
  });
});

describe('editor validation of facts', () => {
  const input = { ...old, published_date: '2025-07-01' };
  const messages = (over: Record<string, unknown>) => {
    const res = competitionInputSchema.safeParse({ ...input, ...over });
    return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('a link must be a URL and an amount a whole number of rupiah, in Indonesian', () => {
    expect(messages({ registration_url: 'daftar di sini' })).toEqual([
      'registration_url: Link pendaftaran harus berupa URL yang valid (http atau https).',
    ]);
    expect(messages({ guidebook_url: 'ftp://x.example/a' })).toEqual([
      'guidebook_url: Link guidebook harus berupa URL yang valid (http atau https).',
    ]);
    expect(messages({ fee: { type: 'paid', amount: 'lima puluh' } })).toEqual(['fee.amount: Jumlah harus berupa angka.']);
    expect(messages({ prize: { total: 1.5 } })).toEqual(['prize.total: Jumlah harus bilangan bulat (rupiah).']);
    expect(messages({ location: { province: 'Narnia' } })).toEqual(['location.province: Provinsi tidak dikenal.']);
    expect(messages({ stages: { event_start: '2025-09-02', event_end: '2025-09-01' } })).toEqual([
      'stages.event_end: Tanggal selesai acara tidak boleh sebelum tanggal mulai.',
    ]);
    expect(messages({ ...facts, updated_at: undefined })).toEqual([]);
  });

  it('the server sets updated_at, not the editor', () => {
    expect(competitionInputSchema.parse({ ...input, updated_at: '2025-07-02T03:00:00.000Z' })).not.toHaveProperty('updated_at');
  });
});

describe('versions with facts', () => {
  it('an item without facts keeps its fingerprint; a changed fact changes it, key order does not', () => {
    const base = old as Competition;
    expect(competitionVersion(base)).toBe('11d0cdec6991e175');
    const a = competitionVersion({ ...base, location: { city: 'Bandung', province: 'Jawa Barat' } });
    const b = competitionVersion({ ...base, location: { province: 'Jawa Barat', city: 'Bandung' } });
    expect(a).toBe(b);
    expect(a).not.toBe(competitionVersion(base));
    expect(competitionVersion({ ...base, mode: 'online' })).not.toBe(competitionVersion({ ...base, mode: 'offline' }));
  });
});
