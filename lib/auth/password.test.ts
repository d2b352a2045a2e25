import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { isPasswordHash, parsePasswordHash } from '@/lib/password-hash';

describe('password hashing', () => {
  it('hashes in the scrypt$N$r$p$salt$hash format with a random salt', async () => {
    const a = await hashPassword('rahasia123');
    const b = await hashPassword('rahasia123');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
    expect(a).not.toBe(b);
    expect(isPasswordHash(a)).toBe(true);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Kata Sandi ÿ 123');
    expect(await verifyPassword('Kata Sandi ÿ 123', stored)).toBe(true);
    expect(await verifyPassword('Kata Sandi ÿ 124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('accepts the \\$-escaped form a .env file needs', async () => {
    const stored = await hashPassword('pw');
    expect(await verifyPassword('pw', stored.replaceAll('$', '\\$'))).toBe(true);
  });

  it('never matches a missing or malformed hash', async () => {
    expect(await verifyPassword('pw', undefined)).toBe(false);
    expect(await verifyPassword('pw', '')).toBe(false);
    expect(await verifyPassword('pw', 'pw')).toBe(false);
    expect(await verifyPassword('pw', 'bcrypt$10$abc')).toBe(false);
    expect(parsePasswordHash('scrypt$1000$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g=')).toBeNull(); // N not a power of 2
    expect(parsePasswordHash('scrypt$16384$8$1$$aGFzaGhhc2hoYXNoaGFzaGhhc2g=')).toBeNull();
  });

  it('scripts/admin-hash.mjs prints a hash that verifies', async () => {
    const out = execFileSync(process.execPath, ['scripts/admin-hash.mjs', 'S3cret pass'], { encoding: 'utf8' }).trim();
    expect(out).toMatch(/^scrypt\\\$16384\\\$8\\\$1\\\$/);
    expect(await verifyPassword('S3cret pass', out)).toBe(true);
    expect(await verifyPassword('other', out)).toBe(false);
    const raw = execFileSync(process.execPath, ['scripts/admin-hash.mjs', 'S3cret pass', '--raw'], { encoding: 'utf8' }).trim();
    expect(raw.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('S3cret pass', raw)).toBe(true);
  });

  it('scripts/admin-hash.mjs refuses to run without a password', () => {
    expect(() => execFileSync(process.execPath, ['scripts/admin-hash.mjs'], { stdio: 'pipe' })).toThrow();
  });
});
