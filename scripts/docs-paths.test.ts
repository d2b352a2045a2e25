import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every repository path the README and docs/ name must exist, so a move that forgets a document fails here. */
const ROOT = path.resolve(__dirname, '..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Top-level entries a path in prose may start with; other names (database/data.json, .demo/) are run-time files. */
const ROOTS = ['app', 'components', 'lib', 'e2e', 'scripts', 'bench', 'docs', 'public', 'types', 'testing'];
const ROOT_FILES = ['proxy.ts', 'instrumentation.ts', 'next.config.ts', 'Dockerfile', '.env.example', 'package.json'];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => /^#{1,6} /.test(l))
    .map((l) => anchor(l.replace(/^#+ /, '')));
}

function pathsIn(text: string): string[] {
  const found = new Set<string>();
  const token = new RegExp(`(?<![\\w./-])((?:${ROOTS.join('|')})/[\\w()\\[\\].@/-]*)`, 'g');
  for (const m of text.matchAll(token)) {
    const p = (m[1] ?? '').replace(/[.)]+$/, '');
    if (/[{}*…]/.test(p)) continue;
    found.add(p);
  }
  for (const f of ROOT_FILES) if (text.includes(`\`${f}\``)) found.add(f);
  return [...found];
}

describe('paths named in the README and docs/', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const missing = pathsIn(readFileSync(path.join(ROOT, doc), 'utf8')).filter((p) => !existsSync(path.join(ROOT, p)));
    expect(missing).toEqual([]);
  });

  it.each(DOCS)('%s links only to files and headings that exist', (doc) => {
    const text = readFileSync(path.join(ROOT, doc), 'utf8');
    const broken: string[] = [];
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = m[1] ?? '';
      if (/^[a-z]+:/.test(link)) continue;
      const [file = '', hash] = link.split('#');
      const target = file ? path.join(ROOT, path.dirname(doc), file) : path.join(ROOT, doc);
      if (!existsSync(target)) broken.push(link);
      else if (hash && target.endsWith('.md') && !anchorsOf(target).includes(hash)) broken.push(link);
    }
    expect(broken).toEqual([]);
  });

  it('finds the paths it is meant to check', () => {
    expect(pathsIn('see `lib/store/raw-file.ts`, app/(site)/berita/[slug] and `proxy.ts`, not database/data.json')).toEqual([
      'lib/store/raw-file.ts',
      'app/(site)/berita/[slug]',
      'proxy.ts',
    ]);
    expect(pathsIn('lib/gone/file.ts.').filter((p) => !existsSync(path.join(ROOT, p)))).toEqual(['lib/gone/file.ts']);
  });

  it.each(['README.md', 'docs/architecture.md'])('%s maps every folder of lib/', (doc) => {
    const text = readFileSync(path.join(ROOT, doc), 'utf8');
    const folders = readdirSync(path.join(ROOT, 'lib'), { withFileTypes: true }).filter((e) => e.isDirectory());
    const unmapped = folders.map((e) => e.name).filter((name) => !text.includes(`lib/${name}/`) && !text.includes(`  ${name}/ `));
    expect(unmapped).toEqual([]);
  });
});
