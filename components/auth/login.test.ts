import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@/lib/words/admin';
import { adminTarget, checkLoginFields, loginErrorMessage } from './login';

describe('loginErrorMessage', () => {
  it('shows the server texts as they are', () => {
    for (const m of Object.values(LOGIN_MESSAGES)) expect(loginErrorMessage(m)).toBe(m);
  });

  it('maps next-auth codes and statuses', () => {
    expect(loginErrorMessage('CredentialsSignin')).toBe(LOGIN_MESSAGES.wrongCredentials);
    expect(loginErrorMessage(null, 429)).toBe(LOGIN_MESSAGES.throttled);
    expect(loginErrorMessage('Configuration')).toBe(LOGIN_MESSAGES.other);
    expect(loginErrorMessage(undefined)).toBe(LOGIN_MESSAGES.other);
  });
});

describe('adminTarget', () => {
  it('keeps admin paths', () => {
    expect(adminTarget('/admin')).toBe('/admin');
    expect(adminTarget('/admin?edit=123')).toBe('/admin?edit=123');
    expect(adminTarget(['/admin/x', '/y'])).toBe('/admin/x');
    expect(adminTarget('http://127.0.0.1:3100/admin?edit=5')).toBe('/admin?edit=5');
  });

  it("drops the client router's internal _rsc parameter", () => {
    expect(adminTarget('/admin?_rsc=1x2y3')).toBe('/admin');
    expect(adminTarget('/admin?edit=7&_rsc=abc')).toBe('/admin?edit=7');
  });

  it('sends everything else to /admin', () => {
    for (const bad of [
      undefined,
      null,
      '',
      '/',
      '/contact',
      '/administrator',
      '//evil.test/admin',
      '/\\evil.test/admin',
      '/admin/../contact',
      'javascript:alert(1)',
      'admin',
      ' /admin',
    ]) {
      expect(adminTarget(bad)).toBe('/admin');
    }
  });

  it('an absolute URL elsewhere keeps only its path', () => {
    expect(adminTarget('https://evil.test/admin')).toBe('/admin');
    expect(adminTarget('https://evil.test/phish')).toBe('/admin');
  });
});

describe('checkLoginFields', () => {
  it('asks for both fields, then for a well-formed e-mail', () => {
    expect(checkLoginFields('', 'x')).toBe('Email dan password wajib diisi.');
    expect(checkLoginFields('a@b.co', '')).toBe('Email dan password wajib diisi.');
    expect(checkLoginFields('bukan-email', 'x')).toBe('Format email tidak valid.');
    expect(checkLoginFields('a@b', 'x')).toBe('Format email tidak valid.');
    expect(checkLoginFields(' admin@lomba.test ', 'x')).toBeNull();
  });
});
