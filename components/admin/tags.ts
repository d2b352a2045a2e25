/** How a typed tag is stored: trimmed, lower-case, without a leading #, inner spaces collapsed. */
export function cleanTag(raw: string): string {
  return raw.trim().replace(/^#+/, '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The list with `raw` added, unless it is empty or already there (then the same list). */
export function addTag(tags: readonly string[], raw: string): readonly string[] {
  const tag = cleanTag(raw);
  return !tag || tags.includes(tag) ? tags : [...tags, tag];
}

/** Typing or pasting a comma completes the tags before it; the text after the last comma stays in the field. */
export function splitTagInput(value: string): { complete: string[]; rest: string } {
  const parts = value.split(',');
  const rest = parts.pop() ?? '';
  return { complete: parts, rest };
}
