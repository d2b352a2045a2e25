import type { Competition } from '@/lib/competitions/schema';
import { sortByRegistrationEnd } from '@/lib/competitions/sort';

/** One competition in the admin list, with the version an update or delete of it must name. */
export type AdminEntry = { competition: Competition; version: string };

export type WriteOutcome =
  | { kind: 'saved'; competition: Competition; version: string }
  | { kind: 'deleted'; id: string };

/** Home order (registration end, latest first), as the table shows it. */
export function sortEntries(entries: readonly AdminEntry[]): AdminEntry[] {
  const byItem = new Map(entries.map((e) => [e.competition, e]));
  return sortByRegistrationEnd(entries.map((e) => e.competition)).map((c) => byItem.get(c)!);
}

/** The list after a write the server confirmed: the saved item replaces (or joins) the list, a deleted one leaves. */
export function applyWrite(entries: readonly AdminEntry[], outcome: WriteOutcome): AdminEntry[] {
  if (outcome.kind === 'deleted') return entries.filter((e) => e.competition.id !== outcome.id);
  const entry = { competition: outcome.competition, version: outcome.version };
  const rest = entries.filter((e) => e.competition.id !== outcome.competition.id);
  return sortEntries([...rest, entry]);
}
