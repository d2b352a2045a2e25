/** An entry as Next's in-memory page cache holds it: the value, when it was rendered (ms), its revalidate/expire. */
export type Entry = { value: { kind: string; [field: string]: unknown }; lastModified: number; cacheControl?: unknown };

export function pageBudgetBytes(source?: Record<string, string | undefined>): number;
export function serializeEntry(entry: Entry): string | null;
export function deserializeEntry(text: string): Entry;
export function entryTags(entry: Entry, ctx: { tags?: string[] }): string[];
export function readSharedPage(build: string, key: string, tags?: readonly string[]): Promise<Entry | null>;
export function sharePage(
  build: string,
  key: string,
  entry: Entry,
  tags: readonly string[],
  rendered: { generation: number; epoch: string },
): Promise<void>;
