import { describe, expect, it } from 'vitest';
import { exportsOf, importsOf, isTestFile, PRODUCT_DIRS, PRODUCT_ROOT_FILES, sourceFiles } from './source-graph';

/** Names Next.js reads from its own files (pages, layouts, route handlers, metadata files, proxy, instrumentation). */
const NEXT_EXPORTS = new Set(
  (
    'default GET POST PUT PATCH DELETE HEAD OPTIONS metadata generateMetadata generateStaticParams dynamic dynamicParams ' +
    'revalidate fetchCache runtime preferredRegion maxDuration viewport generateViewport alt size contentType ' +
    'generateImageMetadata proxy config register onRequestError'
  ).split(' '),
);
const NEXT_FILE =
  /^(app\/(.*\/)?)(page|layout|route|not-found|error|global-error|loading|template|default|opengraph-image|twitter-image|icon|robots|sitemap|manifest)\.(tsx?|mjs)$|^(proxy|instrumentation|next\.config)\.ts$/;
/** Loaded by path from next.config.ts, not imported. */
const LOADED_BY_PATH = ['lib/cache/start-cache-handler.mjs'];

/**
 * Who counts as a user of an export: product code, its unit tests, the end-to-end tests and the scripts. The bench
 * does not: code only the bench needs lives in bench/.
 */
const USERS = sourceFiles([...PRODUCT_DIRS, 'e2e', 'scripts', 'testing'], PRODUCT_ROOT_FILES);

function unusedExports(): string[] {
  const used = new Map<string, Set<string> | 'all'>();
  for (const f of USERS) {
    for (const i of importsOf(f)) {
      if (!i.to || i.to === f) continue;
      const seen = used.get(i.to);
      if (seen === 'all') continue;
      if (i.names === null) used.set(i.to, 'all');
      else used.set(i.to, new Set([...(seen ?? []), ...i.names]));
    }
  }
  const product = sourceFiles(PRODUCT_DIRS, PRODUCT_ROOT_FILES).filter((f) => !isTestFile(f) && !LOADED_BY_PATH.includes(f));
  return product.flatMap((f) => {
    const names = used.get(f);
    if (names === 'all') return [];
    return exportsOf(f)
      .filter((n) => !(NEXT_FILE.test(f) && NEXT_EXPORTS.has(n)) && !names?.has(n))
      .map((n) => `${f}: ${n}`);
  });
}

describe('exports', () => {
  it('are all used by another module (or by Next.js, for its own files)', () => {
    expect(unusedExports()).toEqual([]);
  });

  it('reads what a module exports', async () => {
    const { exportsOf: read } = await import('./source-graph');
    const text =
      'export const A = 1;\nexport type B = string;\nexport async function c() {}\nexport default 1;\nconst d = 2;\nexport { d as e };\n// export const f = 1;';
    expect(read('x.ts', text).sort()).toEqual(['A', 'B', 'c', 'default', 'e']);
  });
});
