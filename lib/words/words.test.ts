import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The catalogue of words: every file in lib/words is one section. These checks hold for every section file,
 * including ones added later, because they read the directory rather than a list.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const WORDS = path.join('lib', 'words');

const sections = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** Product code: what is built and served. Tests, fakes, scripts and the bench may quote words to check them. */
const PRODUCT_DIRS = ['app', 'components', 'lib'];
const PRODUCT_ROOT_FILES = ['proxy.ts', 'instrumentation.ts', 'next.config.ts'];

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.(tsx?|mjs)$/.test(e.name) && !/\.test(-helpers)?\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** More than one word: a label of one word ("Judul", "Online") may be written wherever the UI needs it. */
const isPhrase = (s: string) => /\S\s+\S/.test(s);

const catalogue = Object.entries(sections).flatMap(([file, mod]) =>
  Object.entries(mod).flatMap(([name, value]) => strings(value).map((text) => ({ at: `${file} ${name}`, text }))),
);
const phrases = [...new Set(catalogue.map((c) => c.text).filter(isPhrase))];
const catalogueFiles = readdirSync(path.join(ROOT, WORDS)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const productFiles = [...PRODUCT_DIRS.flatMap(sources), ...PRODUCT_ROOT_FILES].filter((f) => !f.startsWith(WORDS + path.sep));

/** The source without its comment lines: a comment may quote a message it explains. */
const withoutComments = (source: string) =>
  source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');

/** How often `text` is written in `source` as a literal or as the whole text of a JSX line. */
function writtenIn(source: string, text: string): number {
  const quoted = ["'", '"', '`'].reduce((n, q) => n + source.split(`${q}${text}${q}`).length - 1, 0);
  const jsx = source.split('\n').filter((line) => line.trim() === text || line.includes(`>${text}<`)).length;
  return quoted + jsx;
}

/** Sentence-like literals in product code: a capital, at least two words, and a closing stop. Comments are skipped. */
function sentences(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  for (const m of code.matchAll(/'([A-Z][^'\n]*?\s[^'\n]*?[.?!])'|"([A-Z][^"\n]*?\s[^"\n]*?[.?!])"/g)) found.push(m[1] ?? m[2] ?? '');
  for (const line of code.split('\n')) {
    const t = line.trim();
    if (/^[A-Z][^<>{}'"`=;]*\s[^<>{}'"`=;]*[.?!]$/.test(t)) found.push(t);
  }
  return found;
}

describe('lib/words', () => {
  it('has at least the sections the project was built with', () => {
    expect(catalogueFiles).toEqual(expect.arrayContaining(['admin.ts', 'errors.ts', 'fields.ts', 'mail.ts', 'visitor.ts']));
    expect(Object.keys(sections)).toHaveLength(catalogueFiles.length);
  });

  it.each(catalogueFiles)('%s imports nothing, so browser code may use it', (file) => {
    const text = readFileSync(path.join(ROOT, WORDS, file), 'utf8');
    expect(text).not.toMatch(/^\s*import\s/m);
    expect(text).not.toMatch(/\brequire\(|\bimport\(/);
  });

  it('writes each phrase once in the whole catalogue', () => {
    const texts = catalogueFiles.map((f) => readFileSync(path.join(ROOT, WORDS, f), 'utf8'));
    const twice = phrases.filter((p) => texts.reduce((n, t) => n + writtenIn(t, p), 0) > 1);
    expect(twice).toEqual([]);
  });

  it('is the only place in product code where its phrases are written', () => {
    const twice = productFiles.flatMap((f) => {
      const text = withoutComments(readFileSync(path.join(ROOT, f), 'utf8'));
      return phrases.filter((p) => writtenIn(text, p) > 0).map((p) => `${f}: ${p}`);
    });
    expect(twice).toEqual([]);
  });

  it('leaves no sentence written twice in product code, in the catalogue or outside it', () => {
    const seen = new Map<string, string[]>();
    const all = [...productFiles, ...catalogueFiles.map((f) => path.join(WORDS, f))];
    for (const f of all) {
      for (const s of sentences(readFileSync(path.join(ROOT, f), 'utf8'))) seen.set(s, [...(seen.get(s) ?? []), f]);
    }
    const twice = [...seen].filter(([, files]) => files.length > 1).map(([s, files]) => `${s} (${files.join(', ')})`);
    expect(twice).toEqual([]);
  });
});
