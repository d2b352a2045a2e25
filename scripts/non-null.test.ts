import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productFiles, ROOT } from './source-graph';

/** `x!` in product code: each one a claim the compiler cannot check. Checked reads (lib/checked.ts) replace most. */
const LIMIT = 40;

function nonNullAssertions(file: string): number {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, kind);
  let count = 0;
  const visit = (node: ts.Node) => {
    if (ts.isNonNullExpression(node)) count++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

describe('non-null assertions', () => {
  const counts = productFiles()
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => [f, nonNullAssertions(f)] as const);

  it(`stay under ${LIMIT} in product code`, () => {
    expect(counts.reduce((n, [, c]) => n + c, 0)).toBeLessThan(LIMIT);
  });

  it('are never used on an environment value', () => {
    const onEnv = productFiles().filter((f) => /\benv\.[A-Z_]+!/.test(readFileSync(path.join(ROOT, f), 'utf8')));
    expect(onEnv).toEqual([]);
  });
});
