/** The editor's fields, named as the server names them in a 422 answer. */
const EDITOR_FIELDS = [
  'title',
  'description',
  'thumbnails',
  'tags',
  'categories',
  'registration.start',
  'registration.end',
  'published_date',
  // The facts (components/admin/fact-fields.tsx); `fee.amount` and `stages.event_end` show on their group.
  'fee',
  'prize',
  'mode',
  'location',
  'organizer',
  'registration_url',
  'guidebook_url',
  'winners_url',
  'extension',
  'stages',
  'verified_at',
] as const;
export type EditorField = (typeof EDITOR_FIELDS)[number];

export type EditorErrors = { byField: Partial<Record<EditorField, string>>; other: string[] };

const fieldOf = (key: string): EditorField | undefined =>
  EDITOR_FIELDS.find((f) => key === f || key.startsWith(`${f}.`)) ??
  // A whole missing registration object is reported on `registration`.
  (key === 'registration' ? 'registration.start' : undefined);

/** Sorts the server's per-field messages (`thumbnails.2`, `registration.end`) onto the fields that show them. */
export function groupFieldErrors(fields: Readonly<Record<string, string>>): EditorErrors {
  const out: EditorErrors = { byField: {}, other: [] };
  for (const [key, message] of Object.entries(fields)) {
    const field = fieldOf(key.replace(/^competition\./, ''));
    if (field) out.byField[field] ??= message;
    else if (!out.other.includes(message)) out.other.push(message);
  }
  return out;
}
