// Without zod: the admin editor and the pages' client code import these.

/** How a competition takes place. */
export const MODES = ['online', 'offline', 'hybrid'] as const;
export type Mode = (typeof MODES)[number];

export const FACT_LIMITS = { text: 300, name: 200, city: 100, url: 2_000, rupiah: 1_000_000_000_000 } as const;

/** The facts' messages, shared with the editor's own checks so a person reads the same words either way. */
export const FACT_MESSAGES = {
  notNumber: 'Jumlah harus berupa angka.',
  notWhole: 'Jumlah harus bilangan bulat (rupiah).',
  negative: 'Jumlah tidak boleh negatif.',
  tooBig: 'Jumlah terlalu besar.',
  badUrl: (label: string) => `${label} harus berupa URL yang valid (http atau https).`,
  longUrl: (label: string) => `${label} terlalu panjang.`,
  eventEnd: 'Tanggal selesai acara tidak boleh sebelum tanggal mulai.',
} as const;
