/** A write's one-record change, as an instance one write behind applies it (lib/data/shared-version.ts). */
export type SharedEdit = { before: string; version: string; edit: unknown };

export function onSharedChange(reload: (how?: { everything?: boolean }) => Promise<void>): void;
export function onExpireLocally(expire: (tags: readonly string[]) => void): void;
export function expireLocally(tags: readonly string[]): void;
export function announceChange(
  tags: readonly string[],
  options?: { unlessJustAnnounced?: boolean; head?: string; edit?: SharedEdit },
): Promise<void>;
export function readSharedEdits(): Promise<{ head: string | null; edits: SharedEdit[] }>;
export function checkForChanges(): Promise<void>;
export function changeKeys(): { gen: string; tags: string; epoch: string };
export function dataGeneration(): { generation: number; epoch: string } | null;
/** The tag of every page under the root layout: everything Next caches. */
export const EVERY_PAGE_TAG: string;
