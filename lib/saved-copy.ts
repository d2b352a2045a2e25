/**
 * This browser's own copy of what /tersimpan shows (title, categories, poster, deadline of each saved competition),
 * so the saved list reads offline even when /tersimpan was never opened online: refreshed after a save, on idle
 * (components/reminders/offline-support.tsx), and whenever the list loads. Browser code; on the server it is empty.
 */

import { parseCompetitionList, type SavedCompetition } from './saved';

const COPY_KEY = 'lomba:tersimpan:salinan';

const storage = () => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The kept copy by id (empty when there is none or it cannot be read). */
export function readSavedCopy(): Map<string, SavedCompetition> {
  let json: unknown = null;
  try {
    json = JSON.parse(storage()?.getItem(COPY_KEY) ?? 'null');
  } catch {
    json = null;
  }
  return new Map((parseCompetitionList(json) ?? []).map((c) => [c.id, c]));
}

/** Stored in the list answer's own shape, so one parser reads both. */
export function writeSavedCopy(list: readonly SavedCompetition[]): void {
  const items = list.map((c) => ({
    id: c.id,
    title: c.title,
    categories: c.categories,
    thumbnails: c.thumbnail ? [c.thumbnail] : [],
    registration: { end: c.end },
  }));
  try {
    storage()?.setItem(COPY_KEY, JSON.stringify({ items }));
  } catch {
    // Storage full or blocked: the list still works online.
  }
}

/** The list endpoint's address for these ids (it takes up to 500 a request). */
export const savedListUrl = (ids: readonly string[]) =>
  `/api/competitions?pageSize=500&ids=${encodeURIComponent(ids.slice(-500).join(','))}`;

/** Brings the copy up to the saved ids, when some are missing from it and the browser is online. */
export async function syncSavedCopy(ids: readonly string[]): Promise<void> {
  if (!ids.length || !navigator.onLine) return;
  const copy = readSavedCopy();
  if (ids.every((id) => copy.has(id))) return;
  const res = await fetch(savedListUrl(ids));
  const list = res.ok ? parseCompetitionList(await res.json()) : null;
  if (list) writeSavedCopy(list);
}
