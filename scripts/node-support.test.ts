import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The Node lines we say we support (package.json `engines`, docs/deploy.md "Node versions") hold the image's and the
 * tests' own, and every install script in the lock has been decided on in `allowScripts`, so a fresh `npm ci` ends
 * without npm 11's "not yet covered by allowScripts" warning.
 */

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

/** `^20.19.0 || ^22.13.0 || ^24.0.0` -> [[20, 19, 0], [22, 13, 0], [24, 0, 0]]: caret ranges only, on purpose. */
function caretRanges(range: string): number[][] {
  return range.split('||').map((part) => {
    const m = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(part.trim());
    if (!m) throw new Error(`engines.node part "${part.trim()}" is not a caret range`);
    return m.slice(1).map(Number);
  });
}

const satisfies = (version: string, range: string) => {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number) as [number, number, number];
  return caretRanges(range).some(([M, m, p]) => major === M && (minor > m! || (minor === m && patch >= p!)));
};

describe('Node versions', () => {
  it('engines names LTS lines only, and holds the Node running these tests', () => {
    const majors = caretRanges(pkg.engines.node).map(([major]) => major!);
    for (const major of majors) expect(major % 2, `Node ${major} is not an LTS line`).toBe(0);
    expect(satisfies(process.version, pkg.engines.node), `${process.version} vs ${pkg.engines.node}`).toBe(true);
  });

  it('the Dockerfile builds and runs on the newest line engines names', () => {
    const docker = /^ARG NODE_VERSION=(\d+)$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
    const newest = Math.max(...caretRanges(pkg.engines.node).map(([major]) => major!));
    expect(Number(docker)).toBe(newest);
  });

  it('every dependency with an install script is approved or denied in allowScripts', () => {
    const decided = pkg.allowScripts ?? {};
    const undecided = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([path, p]) => ({ name: path.replace(/^.*node_modules\//, ''), version: p.version }))
      .filter(({ name, version }) => !(name in decided) && !(`${name}@${version}` in decided));
    expect(undecided).toEqual([]);
  });
});
