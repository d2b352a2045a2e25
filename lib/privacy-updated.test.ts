import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/lib/site';
import { PRIVACY_WORDS } from '@/lib/words/organiser';
import { PRIVACY_REMINDERS } from '@/lib/words/reminders';

/**
 * The privacy policy's "Terakhir diperbarui" date follows its content, not the build or today: the page and the
 * words it shows are fingerprinted here, and a change to them fails this test until the date (site.privacyUpdated)
 * and the fingerprint below are brought up to the day of the change.
 */
const RECORDED = { updated: '2026-11-27', fingerprint: '8dacc887027505f2' };

function fingerprint(): string {
  const page = readFileSync(path.join(__dirname, '..', 'app', '(site)', 'privacy-policy', 'page.tsx'), 'utf8');
  return createHash('sha256')
    .update(page)
    .update(JSON.stringify([PRIVACY_WORDS, PRIVACY_REMINDERS]))
    .digest('hex')
    .slice(0, 16);
}

describe('the privacy policy date', () => {
  it('changes with the policy', () => {
    const now = fingerprint();
    expect(
      now,
      `The privacy policy changed: set site.privacyUpdated (lib/site.ts) to the day of the change, and here RECORDED = { updated: that day, fingerprint: '${now}' }.`,
    ).toBe(RECORDED.fingerprint);
    expect(site.privacyUpdated).toBe(RECORDED.updated);
  });
});
