/**
 * Text checks and repairs for strings that come from the data file or an admin's request. Pure and browser-safe.
 *
 * Why: a lone UTF-16 surrogate (`"\ud800"` in JSON) is valid JSON but not valid Unicode, and
 * `encodeURIComponent` throws `URIError` on it, which took every page that links a tag down. Control characters
 * and U+FFFE/U+FFFF are not allowed in XML (feed, sitemap) and mean nothing in a title.
 */

/** C0 and C1 controls except tab, line feed and carriage return; DEL; the two noncharacters XML forbids. */
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g;
const CONTROL_TEST_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/;

/** True when every surrogate in `s` is half of a pair. */
export function isWellFormed(s: string): boolean {
  return s.isWellFormed();
}

/**
 * The text as the site shows it: a lone surrogate becomes U+FFFD (the replacement character) and control
 * characters are removed. Returns `s` itself when nothing needs repairing (the common case costs two scans).
 */
export function repairText(s: string): string {
  const wellFormed = s.isWellFormed();
  if (wellFormed && !CONTROL_TEST_RE.test(s)) return s;
  return (wellFormed ? s : s.toWellFormed()).replace(CONTROL_RE, '');
}

/**
 * Characters that take no visible space: whitespace, format characters (zero-width space and joiners, the byte
 * order mark, soft hyphen, bidirectional controls such as U+202E), controls, and the invisible fillers.
 */
const VISIBLE_RE = /[^\s\p{Cc}\p{Cf}\p{Z}\u034f\u115f\u1160\u17b4\u17b5\u180e\u2800\u3164\uffa0]/u;

/** True when `s` has nothing a reader can see (empty, blank, or only zero-width and control characters). */
export function isInvisible(s: string): boolean {
  return !VISIBLE_RE.test(s);
}

/**
 * The paths (`title`, `tags.2`, `registration.start`) of every string in `value` that is not valid Unicode, keys
 * included, so a request can be refused with a message per field.
 */
export function illFormedPaths(value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!value.isWellFormed()) out.push(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => illFormedPaths(v, [...path, String(i)], out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!k.isWellFormed()) out.push([...path, k.toWellFormed()].join('.'));
      else illFormedPaths(v, [...path, k], out);
    }
  }
  return out;
}

/**
 * `value` with repairText applied to every string in it, keys included; the same object when nothing needed it
 * (the common case allocates nothing).
 */
export function repairDeep<T>(value: T): T {
  if (typeof value === 'string') return repairText(value) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const r = repairDeep(v);
      if (r !== v) (out ??= value.slice())[i] = r;
    });
    return (out ?? value) as T;
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const entries = Object.entries(value).map(([k, v]) => {
      const rk = repairText(k);
      const rv = repairDeep(v);
      if (rk !== k || rv !== v) changed = true;
      return [rk, rv] as const;
    });
    return (changed ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}
