import type { z } from 'zod';
import { FIELD_LABEL_OF, FIELD_LABELS, ISSUE_MESSAGES as M } from '@/lib/words/fields';
import { ValidationError } from './errors';

type Issue = { path: readonly PropertyKey[]; message: string };
type RawIssue = z.core.$ZodRawIssue;

/**
 * The field a path names, in the words a person knows it by: `registration.end` -> "Tanggal pendaftaran ditutup",
 * `thumbnails.2` -> "Thumbnail ke-3". A PUT body's `competition.` prefix is left out.
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.map(String);
  if (keys[0] === 'competition' && keys.length > 1) keys.shift();
  const names = keys.filter((k) => !/^\d+$/.test(k));
  const index = keys.at(-1)?.match(/^\d+$/) ? Number(keys.at(-1)) + 1 : undefined;
  const label = FIELD_LABEL_OF[names.join('.')] ?? (names.length ? M.otherField(names.join('.')) : FIELD_LABELS.competition);
  return index === undefined ? label : M.nth(label, index);
}

const TYPE_WORDS: Record<string, string | undefined> = M.kinds;

/**
 * An Indonesian message naming the field, for an issue whose schema gave none (zod's English defaults such as
 * "Invalid input" must never reach a person). Passed as the `error` option of a parse, it applies only there.
 */
export function indonesianIssue(issue: RawIssue): string {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return M.required(label);
      const kind = TYPE_WORDS[issue.expected];
      return kind ? M.mustBe(label, kind) : M.invalid(label);
    }
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? M.required(label) : M.minChars(label, issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return M.minItems(label, issue.minimum);
      return M.min(label, issue.minimum);
    case 'too_big':
      if (issue.origin === 'string') return M.maxChars(label, issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return M.maxItems(label, issue.maximum);
      return M.max(label, issue.maximum);
    case 'invalid_value':
      return M.unknown(label);
    case 'unrecognized_keys':
      return M.unknownKeys(issue.keys.join(', '));
    default:
      return M.invalid(label);
  }
}

// Messages a schema writes for a kind of value used in several fields ("Tanggal tidak valid.", "Jumlah harus
// berupa angka."): the field's own label takes the place of the kind, so the person knows which one.
const GENERIC_SUBJECTS = ['Tanggal', 'Jumlah'];

function namingField(issue: Issue): string {
  const subject = GENERIC_SUBJECTS.find((s) => issue.message.startsWith(`${s} `));
  if (!subject) return issue.message;
  const label = fieldLabel(issue.path);
  if (label.startsWith('Kolom ') || issue.message.startsWith(`${label} `)) return issue.message;
  return `${label}${issue.message.slice(subject.length)}`;
}

/** 422 body for a failed parse: one message per field path (`registration.start`, `categories.0`). */
export function fieldErrors(issues: readonly Issue[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    fields[key] ??= namingField(prefix ? { ...issue, path: [prefix, ...issue.path] } : issue);
  }
  return fields;
}

export type Parsed<T> = { success: true; data: T } | { success: false; fields: Record<string, string> };

/** Parses input with Indonesian, field-naming messages for every issue; `prefix` names where the value came from. */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): Parsed<z.output<S>> {
  const parsed = schema.safeParse(input, {
    error: (issue) => indonesianIssue(prefix ? { ...issue, path: [prefix, ...(issue.path ?? [])] } : issue),
  });
  return parsed.success ? { success: true, data: parsed.data } : { success: false, fields: fieldErrors(parsed.error.issues, prefix) };
}

/** The parsed input, or a ValidationError (422 unless `status` says otherwise) with `message` and the field messages. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  message: string,
  { prefix = '', status = 422 }: { prefix?: string; status?: 400 | 422 } = {},
): z.output<S> {
  const parsed = parseFields(schema, input, prefix);
  if (!parsed.success) throw new ValidationError(message, parsed.fields, status);
  return parsed.data;
}
