#!/usr/bin/env node
// Prints the ADMIN_PASSWORD_HASH value for a password: `npm run --silent admin:hash -- 'PASSWORD'`.
// Same format as lib/auth/password.ts: scrypt$N$r$p$saltB64$hashB64.
import { randomBytes, scryptSync } from 'node:crypto';

const args = process.argv.slice(2);
const raw = args.includes('--raw');
const password = args.filter((a) => a !== '--raw')[0];

if (!password) {
  console.error("Pemakaian: npm run --silent admin:hash -- 'PASSWORD' [--raw]");
  process.exit(1);
}

const N = 16384;
const r = 8;
const p = 1;
const salt = randomBytes(16);
const hash = scryptSync(password.normalize('NFC'), salt, 32, { N, r, p, maxmem: 256 * N * r * p });
const value = `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;

// Next's .env loader expands `$name`, so the default output escapes every `$`; the app reads both forms.
process.stdout.write((raw ? value : value.replaceAll('$', '\\$')) + '\n');
if (!raw && process.stderr.isTTY) {
  console.error('Tempel ke .env.local sebagai ADMIN_PASSWORD_HASH=<nilai di atas>. Gunakan --raw untuk nilai tanpa "\\".');
}
