import type { LinkKind } from './extract';

/** One row of "Tautan bermasalah" (GET /api/admin/tautan): the link, what answered, since when, its competitions. */
export type BrokenLink = { url: string; answer: string; brokenAt: number; refs: { id: string; title: string; kind: LinkKind }[] };
