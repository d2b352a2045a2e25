import { describe, expect, it } from 'vitest';
import { cookieValue, createDeviceCookie, deviceSetCookie, readDeviceCookie } from './device-cookie';

const SECRET = 'secret-0123456789abcdef0123456789';

describe('device cookie', () => {
  it('is read back for its own e-mail and secret only', () => {
    const value = createDeviceCookie('admin@example.com', SECRET);
    const id = readDeviceCookie(value, 'admin@example.com', SECRET);
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(readDeviceCookie(value, 'other@example.com', SECRET)).toBeNull();
    expect(readDeviceCookie(value, 'admin@example.com', 'another-secret')).toBeNull();
    expect(readDeviceCookie(value, 'admin@example.com', undefined)).toBeNull();
    expect(readDeviceCookie(`${value}x`, 'admin@example.com', SECRET)).toBeNull();
    expect(readDeviceCookie('a.b', 'admin@example.com', SECRET)).toBeNull();
    expect(createDeviceCookie('admin@example.com', SECRET)).not.toBe(value);
  });

  it('goes only to the credentials sign-in, HttpOnly and SameSite=Strict; Secure over https', () => {
    const plain = deviceSetCookie('admin@example.com', SECRET, false);
    expect(plain).toMatch(/^infolomba\.device=[^;]+; Path=\/api\/auth\/callback\/credentials; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(deviceSetCookie('admin@example.com', SECRET, true)).toMatch(/^__Secure-infolomba\.device=.*; Secure$/);
  });

  it('finds one cookie in a Cookie header', () => {
    expect(cookieValue('a=1; infolomba.device=x.y.z; b=2', 'infolomba.device')).toBe('x.y.z');
    expect(cookieValue(undefined, 'a')).toBeUndefined();
  });
});
