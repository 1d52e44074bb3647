import { test as base, type Page, type Response } from '@playwright/test';
import { waitForHydration } from './hydration';

/**
 * Playwright's `test` whose page, after `goto` and `reload`, waits for the app to hydrate the document it
 * loaded. Server HTML is visible before its scripts run; a click that lands in that window reaches an element
 * with no handler and is lost, which made journeys flaky on slower machines.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => settle(page, await goto(url, options));
    page.reload = async (options) => settle(page, await reload(options));
    await provide(page);
  },
});

export { expect } from '@playwright/test';

async function settle(page: Page, response: Response | null): Promise<Response | null> {
  if (response && (await isAppDocument(page, response))) await waitForHydration(page);
  return response;
}

/** An HTML page rendered by one of the React apps (not the API's sandbox checkout, not a text route). */
async function isAppDocument(page: Page, response: Response): Promise<boolean> {
  if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return false;
  return page.evaluate(() => '__reactRouterContext' in window);
}
