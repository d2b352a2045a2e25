import { AI_WORDS } from '@/lib/words/admin';

/** Where a generation is, as the server reports it while it works. */
export type AiProgress =
  | { stage: 'connecting' }
  | { stage: 'start' }
  | { stage: 'fetching'; done: number; total: number }
  | { stage: 'search' }
  | { stage: 'extract' };

/** The sentence shown for a stage. */
export function progressText(progress: AiProgress): string {
  switch (progress.stage) {
    case 'connecting':
      return AI_WORDS.connecting;
    case 'start':
      return AI_WORDS.preparing;
    case 'fetching': {
      const total = Math.max(progress.total, 1);
      const current = Math.min(Math.max(progress.done + 1, 1), total);
      return AI_WORDS.fetching(current, total);
    }
    case 'search':
      return AI_WORDS.searching;
    case 'extract':
      return AI_WORDS.reading;
  }
}

/** "12 detik", "1 menit 5 detik". */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} detik`;
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  return rest ? `${minutes} menit ${rest} detik` : `${minutes} menit`;
}

const MAX_CARD_TAGS = 3;

/** A result card shows the first three tags, then an ellipsis when there are more. */
export function cardTags(tags: readonly string[]): { shown: string[]; more: boolean } {
  return { shown: tags.slice(0, MAX_CARD_TAGS), more: tags.length > MAX_CARD_TAGS };
}

/** The spec removes a saved AI result by its title. */
export function withoutTitle<T extends { title: string }>(results: readonly T[], title: string): T[] {
  return results.filter((r) => r.title !== title);
}
