import { describe, expect, it } from 'vitest';
import { isReportOutcome, REPORT_OUTCOMES, reportFromForm, reportOutcomeFor } from './form';
import { reportInputSchema } from './schema';

describe('the report form without JavaScript', () => {
  it('reads the form as the JSON body, an empty optional field as none', () => {
    const body = reportFromForm(new URLSearchParams('competitionId=42&reason=broken_link&note=&contact=+wa+0812+&extra=x'));
    expect(body).toEqual({ competitionId: '42', reason: 'broken_link', contact: ' wa 0812 ' });
    expect(reportInputSchema.parse(body)).toEqual({ competitionId: '42', reason: 'broken_link', contact: 'wa 0812' });
    // No reason chosen: the same refusal as the JSON path.
    const none = reportInputSchema.safeParse(reportFromForm(new URLSearchParams('competitionId=42&note=hi')));
    expect(none.success).toBe(false);
  });

  it('names each refusal with a word the report page reads back, and only those words', () => {
    expect(reportOutcomeFor(429)).toBe('terlalu-banyak');
    expect(reportOutcomeFor(503)).toBe('penuh');
    expect(reportOutcomeFor(422, { reason: 'x' })).toBe('alasan');
    expect(reportOutcomeFor(422, { note: 'x' })).toBe('keterangan');
    expect(reportOutcomeFor(422, { contact: 'x' })).toBe('kontak');
    expect(reportOutcomeFor(422, { competitionId: 'x' })).toBe('tidak-valid');
    expect(reportOutcomeFor(413)).toBe('tidak-valid');
    expect(reportOutcomeFor(404)).toBe('gagal');
    expect(REPORT_OUTCOMES.keterangan).toBe('Keterangan paling banyak 500 karakter.');
    expect(isReportOutcome('terkirim')).toBe(true);
    expect(isReportOutcome('toString')).toBe(false);
    expect(isReportOutcome(['terkirim'])).toBe(false);
  });
});
