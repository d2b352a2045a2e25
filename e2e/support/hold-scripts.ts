import type { Page } from '@playwright/test';

/**
 * Holds the page's script chunks until the returned function is called, as a slow phone would: the server's HTML is
 * on screen and usable, but nothing on it is hydrated. The spec must block service workers (`serviceWorkers:
 * 'block'`), or the site's worker answers the chunks from its cache, past the route.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const mayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await mayLoad;
    await route.continue();
  });
  return release;
}
