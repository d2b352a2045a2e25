export function onSharedChange(reload: () => Promise<void>): void;
export function onExpireLocally(expire: (tags: readonly string[]) => void): void;
export function expireLocally(tags: readonly string[]): void;
export function announceChange(tags: readonly string[], options?: { unlessJustAnnounced?: boolean }): Promise<void>;
export function checkForChanges(): Promise<void>;
