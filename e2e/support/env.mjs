// The settings every end-to-end server shares. Plain values for tests only; nothing here is a real secret.
export const E2E_DIR = '.e2e';
export const MAIN_DATA = `${E2E_DIR}/data.json`;
// E2E_PORT_BASE lets two checkouts on one machine run their end-to-end tests side by side.
export const MAIN_PORT = Number(process.env.E2E_PORT_BASE || 3100);
// Tests that write data run against their own server and data file, so read-only tests see the sample data as built.
export const ADMIN_DATA = `${E2E_DIR}/admin-data.json`;
export const ADMIN_PORT = MAIN_PORT + 1;
// The sample data's posters live on a local poster host (scripts/poster-host.mjs), an outside host to the site.
export const POSTER_PORT = MAIN_PORT + 9;
export const POSTER_ORIGIN = `http://127.0.0.1:${POSTER_PORT}`;
export const ADMIN = { email: 'admin@lomba.test', password: 'rahasia-admin-123' };
// scrypt hash of ADMIN.password (made with `npm run --silent admin:hash -- PASSWORD --raw`).
export const ADMIN_PASSWORD_HASH = 'scrypt$16384$8$1$nbbfKU6AFIxBx5PWtkB/9A==$2CKVfU54OG86AaWFsdGyJ5T0F8B1RR/hrxhKDis9T08=';

export function serverEnv(extra = {}) {
  return {
    NEXT_TELEMETRY_DISABLED: '1',
    NEXTAUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    NEXTAUTH_URL: `http://127.0.0.1:${MAIN_PORT}`,
    SITE_URL: `http://127.0.0.1:${MAIN_PORT}`,
    DATA_FILE: MAIN_DATA,
    DATA_CACHE_SECONDS: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD_HASH,
    // The tests stand in for one reverse proxy: the X-Forwarded-For they send is the client address counted.
    TRUSTED_PROXY_HOPS: '1',
    // Tests only: lets the poster route past its private-address check for the local poster host.
    FETCH_ALLOW_HOSTS: `127.0.0.1:${POSTER_PORT}`,
    ...extra,
  };
}
