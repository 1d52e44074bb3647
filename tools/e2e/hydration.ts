import type { Page } from '@playwright/test';

/** Waits until the app has hydrated the server HTML (AppDocument marks `<html data-hydrated>`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
