/**
 * At most one request per `spacingMs` to each host: `turn(host)` resolves when this host's next slot comes and takes
 * it; calling what it resolves to when the answer has come moves the next slot to `spacingMs` after the answer, so
 * the host never sees two requests closer than that, however long connecting took. Hosts are independent, so a slow form host never holds up the others. Old entries are dropped as it goes, so a
 * run over thousands of hosts keeps only the recent ones.
 */
export function hostPacer(spacingMs = 1_000, now: () => number = () => performance.now()) {
  const next = new Map<string, number>();
  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref?.());
  return {
    /** When `host` may be asked next (now when it is free). */
    readyAt(host: string): number {
      return Math.max(now(), next.get(host) ?? 0);
    },
    async turn(host: string): Promise<() => void> {
      // Looked at again after each sleep: an answer that came meanwhile moves the slot on.
      for (let at = this.readyAt(host); at > now(); at = this.readyAt(host)) await sleep(at - now());
      next.set(host, now() + spacingMs);
      if (next.size > 5_000) for (const [h, t] of next) if (t < now()) next.delete(h);
      return () => next.set(host, Math.max(next.get(host) ?? 0, now() + spacingMs));
    },
  };
}
