import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph of the repository's TypeScript and JavaScript, read as text (no compiler): which file imports
 * which, which names, and what each file exports. Used by the tests that keep the tree's shape (no circles, the
 * domain below everything, no unused exports).
 */
export const ROOT = path.resolve(__dirname, '..');

/** What is built and served. */
export const PRODUCT_DIRS = ['app', 'components', 'lib'];
export const PRODUCT_ROOT_FILES = ['proxy.ts', 'instrumentation.ts', 'next.config.ts'];

export const isTestFile = (f: string) => /\.test\.tsx?$|\.test-helpers\.ts$/.test(f);
const SOURCE = /\.(ts|tsx|mjs)$/;

function walk(dir: string): string[] {
  if (!existsSync(path.join(ROOT, dir))) return [];
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : walk(rel);
    return SOURCE.test(e.name) && !e.name.endsWith('.d.mts') && !e.name.endsWith('.d.ts') ? [rel] : [];
  });
}

export function sourceFiles(dirs: string[], rootFiles: string[] = []): string[] {
  return [...dirs.flatMap(walk), ...rootFiles.filter((f) => existsSync(path.join(ROOT, f)))];
}

export const productFiles = () => sourceFiles(PRODUCT_DIRS, PRODUCT_ROOT_FILES).filter((f) => !isTestFile(f));

export function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  const candidates = [base, ...['.ts', '.tsx', '.mjs'].map((e) => base + e), `${base}/index.ts`, `${base}/index.tsx`];
  for (const c of candidates) {
    const abs = path.join(ROOT, c);
    if (existsSync(abs) && statSync(abs).isFile() && SOURCE.test(c)) return c;
  }
  return null;
}

/** The text without comments, so an import or export named in a comment is not counted. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** One import or re-export: `names` is null when it takes the whole module (`import *`, `export *`, `import()`). */
export type Import = { spec: string; to: string | null; names: string[] | null };

export function importsOf(file: string, text = readFileSync(path.join(ROOT, file), 'utf8')): Import[] {
  const src = code(text);
  const out: Import[] = [];
  const add = (spec: string, names: string[] | null) => out.push({ spec, to: resolveImport(file, spec), names });
  for (const m of src.matchAll(/(?:^|[\n;])\s*(import|export)\s+(?:type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, kind, clause = '', spec = ''] = m;
    if (/\*/.test(clause)) {
      add(spec, null);
      continue;
    }
    const names = [...(/\{([^}]*)\}/.exec(clause)?.[1] ?? '').split(',')]
      .map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter(Boolean);
    if (kind === 'import' && /^[A-Za-z_$][\w$]*\s*(,|$)/.test(clause.trim())) names.push('default');
    add(spec, names);
  }
  for (const m of src.matchAll(/(?:^|[\n;])\s*import\s+['"]([^'"]+)['"]/g)) add(m[1] ?? '', []);
  for (const m of src.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) add(m[1] ?? '', null);
  return out;
}

/** The names a file exports itself (re-exports are imports of the module they come from). */
export function exportsOf(file: string, text = readFileSync(path.join(ROOT, file), 'utf8')): string[] {
  const src = code(text);
  const names = new Set<string>();
  const decl = /(?:^|\n)export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g;
  for (const m of src.matchAll(decl)) names.add(m[1] ?? '');
  if (/(?:^|\n)export\s+default\b/.test(src)) names.add('default');
  for (const m of src.matchAll(/(?:^|\n)export\s+(?:type\s+)?\{([^}]*)\}\s*;/g))
    for (const n of (m[1] ?? '').split(',')) {
      const parts = n
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (parts[0]) names.add(parts[1] ?? parts[0]);
    }
  return [...names];
}

/** Each file and the files it imports. */
export function importEdges(files: string[]): Map<string, string[]> {
  return new Map(files.map((f) => [f, importsOf(f).flatMap((i) => (i.to && i.to !== f ? [i.to] : []))]));
}

/** Strongly connected parts of the graph with more than one file: the import circles. */
export function importCircles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
      onStack.delete(w);
      part.push(w);
    }
    if (part.length > 1) circles.push(part.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return circles;
}
