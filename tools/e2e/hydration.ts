import type { Page } from '@playwright/test';

/**
 * Waits until the app has hydrated the server HTML (AppDocument marks `<html data-hydrated>`). A public page
 * hydrates on the visitor's first interaction (ADR 0019); the test starts it the way that interaction would,
 * so what follows runs against the live app. hydration-on-intent.spec.ts covers the real pointer, key and
 * click paths.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.evaluate(() => (window as { __donutStartApp?: () => void }).__donutStartApp?.());
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
