import { expect, test, type Page, type Request } from '@playwright/test';
import { t } from './support/messages';

// ADR 0019: a public page is plain HTML until the visitor interacts; then its app loads and hydrates, and a
// button pressed in between is pressed again. This spec uses Playwright's own `test`: the shared fixture
// starts the app itself after every page load.

/** The JavaScript files the page requests, and its console errors, from now on. */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on(
    'request',
    (request: Request) => request.resourceType() === 'script' && scripts.push(request.url()),
  );
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { scripts, errors };
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]');

test('a public page loads no JavaScript until a pointer moves over it, then hydrates', async ({ page }) => {
  const { scripts, errors } = watch(page);
  await page.goto('/en/rates');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(page.locator('script[type="donut/on-intent"]')).toHaveCount(1);
  await expect(hydrated(page)).toHaveCount(0);
  // The page works as HTML meanwhile: its menus are <details>, its links are links.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.mouse.move(200, 200);
  await expect(hydrated(page)).toHaveCount(1);
  expect(scripts.some((url) => /entry\.client-/.test(url))).toBe(true);
  expect(scripts.some((url) => /messages-en-/.test(url))).toBe(true);
  expect(errors).toEqual([]);
});

test('a second after the app starts, the code of the pages its links lead to is fetched ahead (spec §9)', async ({
  page,
}) => {
  // On the page's own clock: when the app marks the page hydrated, and when the first prefetch link appears.
  await page.addInitScript(() => {
    const times = ((window as { times?: Record<string, number> }).times = {} as Record<string, number>);
    // The document has no <html> yet when this runs: watch all of it.
    new MutationObserver(() => {
      if (document.documentElement?.hasAttribute('data-hydrated')) times.hydrated ??= performance.now();
      if (document.querySelector('link[rel="prefetch"]')) times.prefetch ??= performance.now();
    }).observe(document, { attributes: true, childList: true, subtree: true });
  });
  await page.goto('/en/rates');
  const contactsChunk = page.waitForRequest(/\/assets\/contacts-[\w-]+\.js$/);
  await page.mouse.move(200, 200);
  await contactsChunk;
  const times = await page.evaluate(() => (window as { times?: Record<string, number> }).times ?? {});
  expect(times.prefetch - times.hydrated).toBeGreaterThanOrEqual(900);
});

test('a key press starts the app too', async ({ page }) => {
  await page.goto('/ru/');
  await page.waitForLoadState('networkidle');
  await expect(hydrated(page)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(hydrated(page)).toHaveCount(1);
});

test('a button pressed before the app has hydrated is pressed again once it has', async ({ page }) => {
  const { errors } = watch(page);
  // Holds React Router's entry back, so the press surely lands on the plain HTML.
  await page.route(/entry\.client-.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/en/faq/articles/how-to-get-started');
  await page.getByRole('button', { name: t('en', 'main.faq.rating.yes'), exact: true }).click();
  await expect(hydrated(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: t('en', 'main.faq.rating.thanks') })).toBeVisible();
  await expect(hydrated(page)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a search submitted before the app has hydrated finds its articles', async ({ page }) => {
  await page.route(/entry\.client-.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/en/faq');
  await page.getByRole('searchbox', { name: t('en', 'main.faq.search.label') }).fill('Telegram');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/faq\/articles\?q=Telegram/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a page opened with a dialog in its address starts its app at once', async ({ page }) => {
  await page.goto('/en/?modal=modal-auth-login');
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.locator('script[type="donut/on-intent"]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeVisible();
});
