import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaderRules } from './security-headers';

describe('security headers', () => {
  it('the policy is the same for every request (no nonce) and allows eval only in development', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toBe(contentSecurityPolicy());
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-inline' https:\/\/\*\.googletagmanager\.com; /);
    expect(csp).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ dev: true })).toContain("'unsafe-eval'");
    for (const d of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
  });

  it('HSTS only when the proxy in front says https', () => {
    const [all, tls] = securityHeaderRules();
    expect(all?.headers.map((h) => h.key)).not.toContain('Strict-Transport-Security');
    expect(tls).toMatchObject({
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security' }],
    });
  });
});
