import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

/**
 * Text a person reads that a component or page writes itself: JSX text, a string a JSX child renders (through ?:,
 * && and ||), and the literal of an attribute people read (aria-label, title, placeholder, alt, and props named
 * like them: label, hint, emptyLabel, ...). Only text of two or more words counts: a lone "Admin" or "Tag:" may be
 * written where it is used, as may a URL or a path, which has no space.
 */
const READ_ATTRIBUTE =
  /^(aria-label|aria-description|alt|title|placeholder|label|hint|message|heading|description)$|[a-z](Label|Title|Hint|Message|Heading|Text)$/;

/** Brand and product names, written as their owners write them. */
const INLINE_ALLOWED = new Set(['Google Calendar']);

/**
 * The about and policy pages are documents, not interface: each is one long text read and reviewed as a whole (the
 * legal ones word for word), written once in its own page. Split into catalogue keys they could no longer be read
 * in order. What they share with the interface (button names, page titles, the cookie banner's choices) they import,
 * and the checks above still hold them to that.
 */
const DOCUMENT_PAGES = ['about', 'cookie', 'disclaimer', 'privacy-policy', 'terms-of-service'].map((page) =>
  path.join('app', '(site)', page, 'page.tsx'),
);

const wordCount = (text: string) =>
  text
    .replace(/&\w+;/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}{2}/u.test(w)).length;

function literalText(e: ts.Node): string | null {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (ts.isTemplateExpression(e)) return [e.head.text, ...e.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

/** The expressions a JSX value can render: the branches of ?:, both sides of &&, || and ??, inside parentheses. */
function rendered(e: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(e)) return rendered(e.expression);
  if (ts.isConditionalExpression(e)) return [...rendered(e.whenTrue), ...rendered(e.whenFalse)];
  const or = [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken];
  if (ts.isBinaryExpression(e) && or.includes(e.operatorToken.kind)) return [...rendered(e.left), ...rendered(e.right)];
  return [e];
}

function inlineText(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const check = (n: ts.Node, text: string | null) => {
    const t = text?.trim().replace(/\s+/g, ' ');
    if (t && wordCount(t) >= 2 && !INLINE_ALLOWED.has(t))
      found.push(`${file}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1} ${t}`);
  };
  const visit = (n: ts.Node) => {
    if (ts.isJsxText(n)) check(n, n.text);
    else if (ts.isJsxExpression(n) && n.expression && (ts.isJsxElement(n.parent) || ts.isJsxFragment(n.parent))) {
      for (const e of rendered(n.expression)) check(e, literalText(e));
    } else if (ts.isJsxAttribute(n) && n.initializer && READ_ATTRIBUTE.test(n.name.getText())) {
      const init = n.initializer;
      const values = ts.isJsxExpression(init) ? (init.expression ? rendered(init.expression) : []) : [init];
      for (const e of values) check(e, literalText(e));
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/**
 * Phrases a component, page or route handler keeps in a string literal of its own (a message, a label in a list, a
 * metadata title): a capitalised word followed by another word. Class names, imports and console lines are not
 * words a person reads; "Not found" is a bare HTTP status text.
 */
function phraseLiterals(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    const text = ts.isJsxAttribute(n.parent) && n.parent.name.getText() === 'className' ? null : literalText(n);
    const callee = ts.isCallExpression(n.parent) ? n.parent.expression.getText() : '';
    if (
      text &&
      /^\s*\p{Lu}\p{Ll}+\s+\p{L}/u.test(text) &&
      text !== 'Not found' &&
      !ts.isImportDeclaration(n.parent) &&
      !callee.startsWith('console.')
    ) {
      found.push(`${file}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1} ${text}`);
    }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(sf, visit);
  return found;
}

describe('components and pages', () => {
  const tsx = productFiles.filter(
    (f) => f.endsWith('.tsx') && (f.startsWith(`app${path.sep}`) || f.startsWith(`components${path.sep}`)) && !DOCUMENT_PAGES.includes(f),
  );

  it('keep no phrase of their own in a string literal', () => {
    const code = productFiles.filter((f) => /^(app|components)[\\/].*\.tsx?$/.test(f) && !DOCUMENT_PAGES.includes(f));
    expect(code.flatMap((f) => phraseLiterals(f, readFileSync(path.join(ROOT, f), 'utf8')))).toEqual([]);
    expect(phraseLiterals('b.ts', "const a = 'Gagal memuat data.';\nconsole.error('Gagal ini');\nconst c = 'SMA';")).toEqual([
      'b.ts:1 Gagal memuat data.',
    ]);
  });

  it('leave out only document pages that exist', () => {
    for (const f of DOCUMENT_PAGES) expect(productFiles, f).toContain(f);
  });

  it('import the words a person reads instead of writing them inline', () => {
    expect(tsx.flatMap((f) => inlineText(f, readFileSync(path.join(ROOT, f), 'utf8')))).toEqual([]);
  });

  it('the inline-text check finds JSX text, rendered strings and read attributes, and lets single words be', () => {
    const source = [
      'export const A = () => (',
      '  <p title="Dua kata" className="flex items-center" aria-labelledby="judul-dua">',
      '    Teks di sini',
      "    {ok ? 'Berhasil disimpan' : 'Gagal'}",
      '    <span aria-label={`Hapus tag ${x}`} title={`Buka ${x}`}>Admin</span>',
      '    <Select emptyLabel="Semua provinsi" href="/a b" />',
      '  </p>',
      ');',
    ].join('\n');
    expect(inlineText('a.tsx', source)).toEqual([
      'a.tsx:2 Dua kata',
      'a.tsx:3 Teks di sini',
      'a.tsx:4 Berhasil disimpan',
      'a.tsx:5 Hapus tag',
      'a.tsx:6 Semua provinsi',
    ]);
  });
});
