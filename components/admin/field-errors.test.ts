import { describe, expect, it } from 'vitest';
import { groupFieldErrors } from './field-errors';

describe('groupFieldErrors', () => {
  it('puts each message under its field, first one wins', () => {
    expect(
      groupFieldErrors({
        title: 'Judul wajib diisi.',
        'thumbnails.1': 'URL thumbnail tidak valid.',
        'thumbnails.2': 'URL thumbnail terlalu panjang.',
        'registration.end': 'Tanggal tidak valid.',
        'competition.description': 'Deskripsi wajib diisi.',
      }),
    ).toEqual({
      byField: {
        title: 'Judul wajib diisi.',
        thumbnails: 'URL thumbnail tidak valid.',
        'registration.end': 'Tanggal tidak valid.',
        description: 'Deskripsi wajib diisi.',
      },
      other: [],
    });
  });

  it('keeps messages for unknown keys apart', () => {
    expect(groupFieldErrors({ baseVersion: 'Versi lomba wajib dikirim.', _: 'x', registration: 'Wajib.' })).toEqual({
      byField: { 'registration.start': 'Wajib.' },
      other: ['Versi lomba wajib dikirim.', 'x'],
    });
  });
});
