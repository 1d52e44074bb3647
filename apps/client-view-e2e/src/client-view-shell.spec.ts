import { expect, rawGet, test } from '@donut/e2e';

const site = (path: string) => `http://salon.donut.test:4303${path}`;

test('the project root moves to the visitor locale and shows the project', async ({ page, request }) => {
  const redirect = await rawGet(request, site('/'), { 'accept-language': 'ka-GE,ka;q=0.9' });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe('/ka/');
  await page.goto(site('/'));
  await expect(page).toHaveURL(site('/ru/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Добро пожаловать в salon');
  await expect(page).toHaveTitle('Добро пожаловать | Donut');
});

for (const [locale, heading] of [
  ['en', 'Welcome to salon'],
  ['ka', 'მოგესალმებით salon-ში'],
] as const) {
  test(`the shell speaks ${locale}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site(`/${locale}/`), { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(errors).toEqual([]);
  });
}

test('unknown pages and the bare domain answer 404', async ({ page, request }) => {
  const missing = await page.goto(site('/en/nothing-here'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
  expect((await rawGet(request, 'http://donut.test:4303/ru/')).status()).toBe(404);
});

test('an admin link with a project moves to the CRM subdomain', async ({ request }) => {
  const response = await rawGet(request, site('/en/admin?project=salon'));
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('http://salon.donut.test:3002/admin');
});
