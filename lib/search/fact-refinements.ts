import { MODES, type Mode } from '@/lib/competitions/fact-constants';
import { isRegistrationOpen } from '@/lib/competitions/deadline';
import { findProvince, type Province } from '@/lib/competitions/provinces';
import type { Refinement } from './refinement-types';

/**
 * The facts filters: each narrows what the spec's rule found; within one filter any value passes (two
 * modes: either). A competition whose fact is unknown never passes a filter on it.
 */

/** fee=free: "Gratis". */
export const FREE_REFINEMENT: Refinement<true> = {
  param: 'fee',
  parse: (values) => (values.some((v) => v.toLowerCase() === 'free') ? true : undefined),
  format: () => 'free',
  test: (c) => c.fee?.type === 'free',
};

/** mode=online,hybrid: any of the modes, written in MODES order so one meaning has one URL. */
export const MODE_REFINEMENT: Refinement<Mode[]> = {
  param: 'mode',
  parse: (values) => {
    const modes = MODES.filter((m) => values.some((v) => v.toLowerCase() === m));
    return modes.length ? modes : undefined;
  },
  format: (modes) => modes.join(','),
  test: (c, modes) => c.mode !== undefined && modes.includes(c.mode),
};

/** province=Jawa Barat: the place of an offline or hybrid competition; "Jabar" and "jawa barat" read as it. */
export const PROVINCE_REFINEMENT: Refinement<Province[]> = {
  param: 'province',
  parse: (values) => {
    const provinces = [...new Set(values.map(findProvince).filter((p): p is Province => p !== undefined))].sort();
    return provinces.length ? provinces : undefined;
  },
  format: (provinces) => provinces.join(','),
  test: (c, provinces) => c.mode !== 'online' && c.location?.province !== undefined && provinces.includes(c.location.province),
};

/** open=1: "Masih dibuka", registration open today in Jakarta (see isRegistrationOpen). */
export const OPEN_REFINEMENT: Refinement<true> = {
  param: 'open',
  parse: (values) => (values.some((v) => ['1', 'true', 'ya'].includes(v.toLowerCase())) ? true : undefined),
  format: () => '1',
  test: (c, _on, today) => isRegistrationOpen(c, today),
};

export const FACT_REFINEMENTS = [FREE_REFINEMENT, MODE_REFINEMENT, PROVINCE_REFINEMENT, OPEN_REFINEMENT] as const;
