import { expect, rawGet, test } from '@donut/e2e';

const plans = {
  ru: { title: 'Тарифы и цены | Donut', first: 'Старт', last: 'Корпоративный', onRequest: 'Цена по запросу' },
  en: {
    title: 'Plans and prices | Donut',
    first: 'Start',
    last: 'Enterprise',
    onRequest: 'Price on request',
  },
  ka: {
    title: 'ტარიფები და ფასები | Donut',
    first: 'სტარტი',
    last: 'კორპორატიული',
    onRequest: 'ფასი მოთხოვნით',
  },
} as const;

for (const [locale, expected] of Object.entries(plans)) {
  test.describe(`rates in ${locale}`, () => {
    test('the server sends all seven plans in the HTML', async ({ request }) => {
      const response = await rawGet(request, `http://donut.test:4101/${locale}/rates`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<article class="rate-card"/g)).toHaveLength(7);
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`>${expected.first}</h2>`);
      expect(html).toContain(`>${expected.last}</h2>`);
      expect(html).toContain('window.__APOLLO_STATE__=');
    });

    test('the page hydrates from the server cache without errors', async ({ page }) => {
      const errors: string[] = [];
      const graphqlCalls: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => request.url().endsWith('/graphql') && graphqlCalls.push(request.url()));
      await page.goto(`/${locale}/rates`);
      await expect(page).toHaveTitle(expected.title);
      const headings = page.getByRole('heading', { level: 2 });
      await expect(headings).toHaveCount(7);
      await expect(headings.first()).toHaveText(expected.first);
      await expect(headings.last()).toHaveText(expected.last);
      await expect(page.getByText(expected.onRequest, { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      // The restored Apollo cache answers the first render: no request to the API from the browser.
      expect(graphqlCalls).toEqual([]);
    });
  });
}

test('switching the language keeps the page and remembers the choice', async ({ page, context }) => {
  await page.goto('/ru/rates');
  await page.getByRole('navigation', { name: 'Язык сайта' }).getByRole('link', { name: 'ქართული' }).click();
  await expect(page).toHaveURL(/\/ka\/rates$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('სტარტი');
  const cookie = (await context.cookies()).find((c) => c.name === 'donut-locale');
  expect(cookie).toMatchObject({ value: 'ka', domain: '.donut.test', path: '/' });
  // An unprefixed path now resolves to the remembered language.
  await page.goto('/rates');
  await expect(page).toHaveURL(/\/ka\/rates$/);
});
