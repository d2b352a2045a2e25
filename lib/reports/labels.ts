/** Report reasons and limits, without zod: the detail page's report form imports these into the browser. */

/** Why a visitor reports a listing. */
export const REPORT_REASONS = ['fake', 'broken_link', 'wrong_date', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_LIMITS = { id: 64, note: 500, contact: 200 } as const;
