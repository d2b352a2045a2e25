import { expect, type Page, type test as playwrightTest } from '@playwright/test';

/** Chromium's own report of a blocked script, style, image, fetch or frame under the Content-Security-Policy. */
const VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame)|CSP violation/i;

/** Collects every CSP violation `page` meets, as Chromium logs it and as the page's violation event reports it. */
export async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (VIOLATION.test(m.text())) seen.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return seen;
}

/** Every test in the file fails if its page met a CSP violation. */
export function failOnCspViolations(test: typeof playwrightTest): void {
  const byTest = new Map<string, string[]>();
  test.beforeEach(async ({ page }, info) => {
    byTest.set(info.testId, await watchCsp(page));
  });
  test.afterEach(async ({}, info) => {
    const seen = byTest.get(info.testId) ?? [];
    byTest.delete(info.testId);
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
}
