/** A write's one-record change, as an instance one write behind applies it (lib/data/shared-version.ts). */
export type SharedEdit = { before: string; version: string; edit: unknown };

export function onSharedChange(reload: () => Promise<void>): void;
export function onExpireLocally(expire: (tags: readonly string[]) => void): void;
export function expireLocally(tags: readonly string[]): void;
export function announceChange(
  tags: readonly string[],
  options?: { unlessJustAnnounced?: boolean; head?: string; edit?: SharedEdit },
): Promise<void>;
export function readSharedEdits(): Promise<{ head: string | null; edits: SharedEdit[] }>;
export function checkForChanges(): Promise<void>;
export function changeKeys(): { gen: string; tags: string };
export function dataGeneration(): number | null;
