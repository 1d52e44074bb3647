import { expect, test } from '@donut/e2e';

// Issue 7: a browser downloads the messages of its page's language only (one chunk per locale), and a client
// navigation into another language loads that chunk before it renders.
declare global {
  interface Window {
    __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
  }
}

test('a page downloads its language only; a client navigation to another language renders it at once', async ({
  page,
}) => {
  const errors: string[] = [];
  const chunks: string[] = [];
  page.on(
    'console',
    (message) => ['error', 'warning'].includes(message.type()) && errors.push(message.text()),
  );
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const locale = /messages-(ru|en|ka)-/.exec(request.url())?.[1];
    if (locale) chunks.push(locale);
  });
  await page.goto('/ka/rates');
  await expect(page).toHaveTitle('ტარიფები და ფასები | Donut');
  expect(chunks).toEqual(['ka']);

  await page.evaluate(() => window.__reactRouterDataRouter.navigate('/en/rates'));
  await expect(page).toHaveTitle('Plans and prices | Donut');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Start');
  expect(chunks).toEqual(['ka', 'en']);

  // Back in a language already loaded: nothing more to download.
  await page.evaluate(() => window.__reactRouterDataRouter.navigate('/ka/faq'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual(['ka', 'en']);
  expect(errors).toEqual([]);
});

test('a client navigation whose language chunk does not come becomes a page load', async ({ page }) => {
  await page.goto('/ru/rates');
  await page.route(/messages-en-/, (route) => route.abort());
  await page.evaluate(() => window.__reactRouterDataRouter.navigate('/en/rates'));
  await expect(page).toHaveTitle('Plans and prices | Donut');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Start');
});
