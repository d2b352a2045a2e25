import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core comes with eslint-plugin-jsx-a11y and Lighthouse. It is run through evaluate, which the page's CSP does
// not apply to, so nothing about the page changes for it.
const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page as it is now and expects no violations (their ids and targets in the message). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  });
  expect(violations, page.url()).toEqual([]);
}
