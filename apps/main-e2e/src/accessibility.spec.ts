import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, waitForHydration } from '@donut/e2e';
import { t } from './support/messages';

/** Console errors and uncaught exceptions, collected into `errors` until the test ends. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the cookie notice, shown over a page, has no serious accessibility violation', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/en/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: t('en', 'main.marketing.cookie.label') })).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
  expect(errors).toEqual([]);
});

test('the open menus, a form with errors, search results and a vote have no serious accessibility violation', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.addCookies([
    { name: 'donut-cookie-consent', value: 'accepted', domain: 'donut.test', path: '/' },
  ]);
  const errors = collectErrors(page);
  const problems: string[] = [];
  const check = async (state: string) => {
    for (const violation of await seriousViolations(page)) problems.push(`${state}: ${violation}`);
  };

  // Content in a closed <details> is hidden, so the crawl (public-pages.spec.ts) never checks the menus' panels;
  // it runs on a phone, so the wide layout is checked here.
  await page.setViewportSize({ width: 1300, height: 800 });
  await page.goto('/en/');
  await waitForHydration(page);
  const menu = page.getByRole('navigation', { name: t('en', 'main.nav.main') });
  await menu.getByText(t('en', 'main.marketing.nav.features'), { exact: true }).click();
  await expect(menu.getByRole('link', { name: t('en', 'main.marketing.feature.chats.name') })).toBeVisible();
  await check('/en/ with the features menu open');

  await page.goto('/ka/contacts');
  await waitForHydration(page);
  await page.getByRole('button', { name: t('ka', 'main.about.contacts.form.submit') }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check('/ka/contacts with the form errors shown');

  await page.goto('/ru/faq/articles?q=Telegram');
  await waitForHydration(page);
  await expect(page.locator('.faq-card mark').first()).toBeVisible();
  await check('/ru/faq/articles?q=Telegram');
  await page.goto('/en/faq/articles?q=zzqxv');
  await waitForHydration(page);
  await check('/en/faq/articles with nothing found');

  await page.goto('/en/faq/articles/connecting-telegram');
  await waitForHydration(page);
  await page.getByRole('button', { name: t('en', 'main.faq.rating.yes'), exact: true }).click();
  await expect(page.locator('.faq-rating__thanks')).toBeFocused();
  await check('/en/faq/articles/connecting-telegram after a vote');

  expect(problems, problems.join('\n')).toEqual([]);
  expect(errors).toEqual([]);
});
