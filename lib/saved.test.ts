import { describe, expect, it, vi } from 'vitest';
import { addSaved, createSavedStore, parseCompetitionList, parseSaved, removeSaved, SAVED_KEY, toggleSaved } from './saved';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('pure helpers', () => {
  it('parseSaved reads a JSON array of ids and tolerates anything else', () => {
    expect(parseSaved('["1","2","1",3,"",null]')).toEqual(['1', '2']);
    for (const bad of [null, undefined, '', 'not json', '{"a":1}', '"1"', 'null']) expect(parseSaved(bad)).toEqual([]);
    expect(parseSaved(JSON.stringify(['x'.repeat(65), 'ok']))).toEqual(['ok']);
  });

  it('add puts the newest first, remove and toggle do what they say, inputs stay unchanged', () => {
    const ids = ['a', 'b'];
    expect(addSaved(ids, 'c')).toEqual(['c', 'a', 'b']);
    expect(addSaved(ids, 'b')).toEqual(['a', 'b']);
    expect(removeSaved(ids, 'a')).toEqual(['b']);
    expect(toggleSaved(ids, 'a')).toEqual(['b']);
    expect(toggleSaved(ids, 'z')).toEqual(['z', 'a', 'b']);
    expect(ids).toEqual(['a', 'b']);
  });
});

describe('createSavedStore', () => {
  it('keeps the same snapshot until the value changes, and notifies subscribers on toggle', () => {
    const storage = memoryStorage({ [SAVED_KEY]: '["1"]' });
    const store = createSavedStore(() => storage);
    const first = store.getSnapshot();
    expect(first).toEqual(['1']);
    expect(store.getSnapshot()).toBe(first);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toggle('2');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(SAVED_KEY)!)).toEqual(['2', '1']);
    expect(store.getSnapshot()).toEqual(['2', '1']);
    store.remove('1');
    expect(store.getSnapshot()).toEqual(['2']);
    unsubscribe();
    store.toggle('2');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('survives a missing or throwing storage', () => {
    const none = createSavedStore(() => null);
    expect(none.getSnapshot()).toEqual([]);
    expect(() => none.toggle('1')).not.toThrow();
    const throwing = createSavedStore(() => ({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    }));
    expect(throwing.getSnapshot()).toEqual([]);
    expect(() => throwing.toggle('1')).not.toThrow();
  });

  it('follows other tabs through the storage event', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const store = createSavedStore(() => storage, target as unknown as Window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.setItem(SAVED_KEY, '["9"]');
    target.dispatchEvent(Object.assign(new Event('storage'), { key: SAVED_KEY }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'cookieConsent' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual(['9']);
    unsubscribe();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: SAVED_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells the save buttons of its own writes, and hears theirs (SAVE_BUTTONS_SCRIPT)', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const store = createSavedStore(() => storage, target as unknown as Window);
    const heard = vi.fn();
    target.addEventListener('lomba:tersimpan', heard);
    const listener = vi.fn();
    store.subscribe(listener);
    store.toggle('a');
    expect(heard).toHaveBeenCalledTimes(1);
    // The buttons' script writes the list itself and announces it; the store reads the new list.
    storage.setItem(SAVED_KEY, '["b","a"]');
    target.dispatchEvent(new Event('lomba:tersimpan'));
    expect(store.getSnapshot()).toEqual(['b', 'a']);
    expect(listener).toHaveBeenCalled();
  });
});

describe('parseCompetitionList', () => {
  it('keeps the fields /tersimpan shows and skips broken entries', () => {
    const list = parseCompetitionList([
      { id: '1', title: 'A', categories: ['SMA', 3], thumbnails: ['/posters/a.svg'], registration: { start: '', end: '2025-07-01' } },
      { id: '2', title: 'B', thumbnails: ['javascript:alert(1)'], registration: { end: 'kapan-kapan' } },
      { id: '', title: 'tanpa id' },
      null,
      'x',
    ]);
    expect(list).toEqual([
      { id: '1', title: 'A', categories: ['SMA'], thumbnail: '/posters/a.svg', end: '2025-07-01' },
      { id: '2', title: 'B', categories: [], thumbnail: '', end: '' },
    ]);
    expect(parseCompetitionList({ error: 'x' })).toBeNull();
  });

  it('reads the paged answer of the list endpoint', () => {
    expect(parseCompetitionList({ items: [{ id: '1', title: 'A' }], total: 1, page: 1 })).toEqual([
      { id: '1', title: 'A', categories: [], thumbnail: '', end: '' },
    ]);
  });
});
