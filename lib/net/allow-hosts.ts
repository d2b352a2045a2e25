/** `a.test, B.test:8080` -> ['a.test', 'b.test:8080']. */
export function parseAllowHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Whether a test-only allow list names this URL's host: an entry with a port matches that host and port only
 * (the default port counts as given), an entry without one matches the host on any port.
 */
export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  const hostname = url.hostname.toLowerCase();
  const port = url.port || DEFAULT_PORTS[url.protocol] || '';
  return allowHosts.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (!entry) return false;
    // [::1]:8080, [::1], host:8080, host
    const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry);
    if (!m) return false;
    const [, host, entryPort] = m;
    if (host !== hostname) return false;
    return entryPort === undefined || entryPort === port;
  });
}
