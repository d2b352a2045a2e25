// Without zod: the admin editor and the pages' client code import these.

/** How a competition takes place. */
export const MODES = ['online', 'offline', 'hybrid'] as const;
export type Mode = (typeof MODES)[number];

export const FACT_LIMITS = { text: 300, name: 200, city: 100, url: 2_000, rupiah: 1_000_000_000_000 } as const;
