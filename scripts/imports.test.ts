import { describe, expect, it } from 'vitest';
import { importCircles, importEdges, importsOf, productFiles } from './source-graph';

/** lib/competitions is the pure domain: it may import itself and three leaves: the words, zod's browser setting, checked reads. */
const DOMAIN = 'lib/competitions/';
const DOMAIN_MAY_IMPORT = [DOMAIN, 'lib/words/', 'lib/zod-csp.ts', 'lib/checked.ts'];

describe('the import graph', () => {
  const files = productFiles();

  it('has no import circles', () => {
    expect(importCircles(importEdges(files))).toEqual([]);
  });

  it('finds a circle when there is one, however long', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['a']],
    ]);
    expect(importCircles(edges)).toEqual([['a', 'b', 'c']]);
    expect(
      importCircles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads imports, re-exports and dynamic imports', () => {
    const text =
      "import { a, type B } from './x';\nexport { c } from '@/lib/y';\nimport * as z from 'zod';\nconst m = import('./w');\n// import { gone } from './v';";
    expect(importsOf('lib/search/file.ts', text).map((i) => [i.spec, i.names])).toEqual([
      ['./x', ['a', 'B']],
      ['@/lib/y', ['c']],
      ['zod', null],
      ['./w', null],
    ]);
  });

  it('keeps the domain (lib/competitions) below everything else', () => {
    const upward = files
      .filter((f) => f.startsWith(DOMAIN))
      .flatMap((f) =>
        importsOf(f).flatMap((i) => (i.to && !DOMAIN_MAY_IMPORT.some((p) => i.to?.startsWith(p)) ? [`${f} -> ${i.to}`] : [])),
      );
    expect(upward).toEqual([]);
  });

  it('keeps lib/env.ts free of feature modules', () => {
    const up = importsOf('lib/env.ts').flatMap((i) =>
      i.to && /^lib\/(auth|data|store|api|admin|mail|ai|search)\//.test(i.to) ? [i.to] : [],
    );
    expect(up).toEqual([]);
  });
});
