import type { Category } from '@/lib/competitions/schema';

// Listed here rather than imported from the schema module, which would pull zod into the admin page's bundle.
export const EDITOR_CATEGORIES = ['SD', 'SMP', 'SMA', 'MAHASISWA', 'UMUM', 'ALL', 'ETC'] as const satisfies readonly Category[];
const LEVELS = ['SD', 'SMP', 'SMA', 'MAHASISWA', 'UMUM'] as const satisfies readonly Category[];

const isLevel = (c: Category) => (LEVELS as readonly Category[]).includes(c);

/**
 * The selection after ticking or unticking one box. ALL and ETC each stand alone; ticking every level means
 * ALL; ticking a level while ALL or ETC is chosen replaces them.
 */
export function toggleCategory(selected: readonly Category[], category: Category, checked: boolean): Category[] {
  if (!checked) return selected.filter((c) => c !== category);
  if (!isLevel(category)) return [category];
  const levels = new Set(selected.filter(isLevel));
  levels.add(category);
  if (LEVELS.every((l) => levels.has(l))) return ['ALL'];
  return EDITOR_CATEGORIES.filter((c) => levels.has(c));
}
