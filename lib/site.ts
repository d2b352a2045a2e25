import 'server-only';
import { getSiteEnv } from '@/lib/env';

/**
 * Public facts about the site. The address, name, contact address and Instagram link come from the environment
 * the server started with (lib/env.ts), never from the build's: read them here, on the server, and hand them to
 * client components as props.
 */
export const site = {
  get name() {
    return getSiteEnv().name;
  },
  tagline: 'Info lomba gratis, diperbarui setiap hari',
  description:
    'Temukan lomba, olimpiade dan kompetisi terbaru untuk pelajar SD, SMP, SMA, mahasiswa dan umum di seluruh Indonesia. Info lomba gratis, diperbarui setiap hari.',
  get url() {
    return getSiteEnv().url;
  },
  get contactEmail() {
    return getSiteEnv().contactEmail;
  },
  footer: 'Dibuat untuk para pejuang lomba',
  get social() {
    return { instagram: getSiteEnv().instagramUrl, twitter: '', facebook: '', youtube: '' };
  },
  /** The terms, cookie policy and disclaimer: the day their text last changed. */
  policyUpdated: '2025-07-01',
  /** The privacy policy: the day its content last changed (lib/privacy-updated.test.ts fails when it changes alone). */
  privacyUpdated: '2026-11-27',
};
