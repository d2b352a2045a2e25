// Processes, ports and small helpers for the benchmark. Every process started here is registered and stopped by
// stopAll(), which runs on normal exit, on failure and on Ctrl-C.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';

const children = new Set();
const cleanups = [];

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` when the bench stops, however it stops (last registered runs first). */
export function onStop(fn) {
  cleanups.push(fn);
}

/**
 * Starts a long-running process in its own process group (so its own children stop with it). Output goes to
 * `log` (a function taking each line) unless `quiet`.
 */
export function startProcess(name, cmd, args, { env, cwd, log } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const tail = [];
  const onData = (buf) => {
    for (const line of buf.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      log?.(`[${name}] ${line}`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('exit', () => children.delete(child));
  child.tail = tail;
  return child;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** Stops one process started by startProcess: SIGTERM to its group, SIGKILL after `graceMs`. */
export async function stopProcess(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  killGroup(child, 'SIGTERM');
  const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    killGroup(child, 'SIGKILL');
    await Promise.race([exited, sleep(2000)]);
  }
  children.delete(child);
}

let stopping = false;
/** Stops everything still running and runs the registered clean-ups. Safe to call more than once. */
export async function stopAll() {
  if (stopping) return;
  stopping = true;
  await Promise.all([...children].map((c) => stopProcess(c)));
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (e) {
      console.error('[bench] clean-up failed:', e instanceof Error ? e.message : e);
    }
  }
}

/** Synchronous last resort on process exit: nothing can be awaited there. */
export function killAllNow() {
  for (const c of children) killGroup(c, 'SIGKILL');
}

/** Runs a command to completion; resolves with its output, rejects on a non-zero exit or after `timeoutMs`. */
export function runCommand(cmd, args, { env, cwd, timeoutMs = 30 * 60_000, log, input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      detached: true,
      stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => {
      stdout += b;
      if (log) for (const line of b.toString().split('\n')) if (line.trim()) log(line);
    });
    child.stderr.on('data', (b) => {
      stderr += b;
      if (log) for (const line of b.toString().split('\n')) if (line.trim()) log(line);
    });
    if (input) child.stdin.end(input);
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      reject(new Error(`${cmd} ${args.join(' ')} timed out after ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      children.delete(child);
      reject(e);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(
          new Error(
            `${cmd} ${args.slice(0, 3).join(' ')} failed (${signal ?? code}): ${(stderr || stdout).trim().split('\n').slice(-15).join('\n')}`,
          ),
        );
    });
  });
}

/** A port nothing listens on right now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** GET (or other) with a time limit; the body as a Buffer. */
export async function request(url, { method = 'GET', headers = {}, body, timeoutMs = 60_000 } = {}) {
  let res;
  try {
    res = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    // A kept-alive socket the server closed as this request went out (its event loop was busy past the keep-alive
    // timeout): a browser retries an idempotent request on a new connection, and so does this.
    if (
      method !== 'GET' ||
      !(e instanceof Error) ||
      !(e.cause instanceof Error) ||
      !/other side closed|ECONNRESET|socket/i.test(`${e.cause.message} ${e.cause.code ?? ''}`)
    )
      throw e;
    return requestOnNewConnection(url, { method, headers, timeoutMs });
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: () => bytes.toString('utf8') };
}

/**
 * One request on a connection of its own, closed after the answer. fetch() reuses a kept-alive socket, and a server
 * whose event loop was busy for longer than its keep-alive timeout closes that socket just as the next request is
 * written ("other side closed"): a write must not be lost to that.
 */
export function requestOnNewConnection(url, { method = 'GET', headers = {}, body, timeoutMs = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, connection: 'close' }, agent: false, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) for (const one of [v].flat()) if (one !== undefined) h.append(k, one);
        resolve({ status: res.statusCode, headers: h, bytes, text: () => bytes.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Waits until `url` answers 2xx, the process is still alive, and at most `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 180_000, child } = {}) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering:\n${child.tail?.join('\n')}`);
    try {
      const res = await request(url, { timeoutMs: 10_000 });
      if (res.status >= 200 && res.status < 300) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${last})`);
}

/** Resident memory (VmRSS, VmHWM) of a process and all its descendants, in MB. */
export function treeMemory(pid) {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      /* exited meanwhile */
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [p, pp] of parentOf) if (pp === tree[i]) tree.push(p);
  let rss = 0;
  let hwm = 0;
  const processes = [];
  for (const p of tree) {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
      const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '';
      rss += kb('VmRSS');
      hwm += kb('VmHWM');
      processes.push({ pid: p, name, rssMb: kb('VmRSS') / 1024 });
    } catch {
      /* exited meanwhile */
    }
  }
  return { rssMb: rss / 1024, peakMb: hwm / 1024, processes };
}

export function machine() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const meminfo = readFileSync('/proc/meminfo', 'utf8');
  const model = /^model name\s*:\s*(.*)$/m.exec(cpuinfo)?.[1]?.trim() ?? 'unknown';
  const cpus = os.availableParallelism();
  const memKb = Number(/^MemTotal:\s+(\d+)/m.exec(meminfo)?.[1] ?? 0);
  return {
    cpus,
    model,
    memoryGb: Math.round((memKb / 2 ** 20) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

export const round = (x, digits = 0) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : x);

/**
 * Signs in as the password admin the way next-auth's own client does (csrf, then the credentials callback, from
 * `forwardedFor` so the sign-in limit of one address is not shared with the load) and checks the session is the
 * admin's. Returns the cookie header.
 */
export async function signInAdmin(base, admin, forwardedFor) {
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const kv = c.split(';')[0];
      jar.set(kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const signal = () => AbortSignal.timeout(300_000);
  let res = await fetch(`${base}/api/auth/csrf`, { signal: signal(), headers: { 'x-forwarded-for': forwardedFor } });
  keep(res);
  const { csrfToken } = await res.json();
  res = await fetch(`${base}/api/auth/callback/credentials`, {
    signal: signal(),
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie(), 'x-forwarded-for': forwardedFor },
    body: new URLSearchParams({ csrfToken, email: admin.email, password: admin.password, json: 'true', callbackUrl: `${base}/admin` }),
  });
  keep(res);
  const session = await (await fetch(`${base}/api/auth/session`, { headers: { cookie: cookie() }, signal: signal() })).json();
  if (session?.user?.role !== 'admin') throw new Error(`admin sign-in failed: ${JSON.stringify(session)}`);
  return cookie();
}
