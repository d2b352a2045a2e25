/**
 * One read of a synchronous browser source (document.cookie, localStorage) serves the rest of the current task.
 * A list page has a save button, a reminder button and an edit link on each of its sixteen cards, and React asks
 * each of them for its store's value several times while the page hydrates and right after: about a hundred reads
 * of the same value, in one task, on a phone's main thread. Nothing else can change the value inside a task except
 * our own writes, which call clear(); another tab's change arrives as a `storage` event, in a later task.
 */
export function taskMemo<T>(read: () => T): { get: () => T; clear: () => void } {
  let fresh = false;
  let value: T;
  return {
    get() {
      if (!fresh) {
        value = read();
        fresh = true;
        queueMicrotask(() => {
          fresh = false;
        });
      }
      return value;
    },
    clear() {
      fresh = false;
    },
  };
}
