/**
 * `instanceof` for an error class that holds across copies of its module. Next's server bundles may each load their
 * own copy of a module, while the objects kept once per process on globalThis (the store, the shared Redis stores)
 * throw errors made by the copy that created them; a plain `instanceof` in another route's copy then says false and
 * a known error (a version conflict: retry) turns into an unknown one (502). Errors of such classes are recognised by
 * their `name` instead:
 *
 *     class VersionConflictError extends Error {
 *       static [Symbol.hasInstance](value: unknown) { return isNamedError(value, 'VersionConflictError'); }
 *     }
 */
export function isNamedError(value: unknown, name: string): value is Error {
  return value instanceof Error && value.name === name;
}
