// `--before <commit>`: the site as it was at another commit, built and served beside ours in the same run, so its
// pages are scored in the same Lighthouse rounds (alternating with ours) and give "against the build before" pairs.
// The commit is checked out with `git worktree` into a temporary folder; its node_modules is a hard-linked copy of
// ours (`cp -al`: no `npm ci`, so a commit with other dependencies than ours is not supported).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, onStop, runCommand, startProcess, stopProcess, waitForHttp } from './lib.mjs';

/**
 * Builds `commit` and starts it on a free port with `envFor(port)` (the same data and settings as ours); returns its
 * origin and `stop`, which also removes the worktree.
 */
export async function startBefore({ root, commit, envFor, log }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'infolomba-bench-before-'));
  const git = (...args) => runCommand('git', args, { cwd: root, timeoutMs: 120_000 });
  const remove = async () => {
    await git('worktree', 'remove', '--force', dir).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  onStop(remove);
  log?.(`build before (${commit}): git worktree in ${dir}, node_modules hard-linked...`);
  await git('worktree', 'add', '--detach', dir, commit);
  await runCommand('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], { timeoutMs: 300_000 });
  const nextBin = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');
  const port = await freePort();
  const env = envFor(port);
  log?.(`build before (${commit}): next build...`);
  await runCommand(process.execPath, [nextBin, 'build'], { cwd: dir, env, timeoutMs: 30 * 60_000 });
  const server = startProcess('next-before', process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
  });
  const app = `http://127.0.0.1:${port}`;
  await waitForHttp(`${app}/robots.txt`, { child: server, timeoutMs: 300_000 });
  return {
    app,
    stop: async () => {
      await stopProcess(server);
      await remove();
    },
  };
}
