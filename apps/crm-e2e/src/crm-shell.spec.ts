import { expect, test } from '@playwright/test';
import { rawGet } from '@donut/e2e';

const crm = (path: string) => `http://salon.donut.test:4202${path}`;

test('the admin area opens on the project subdomain in the browser language', async ({ page }) => {
  const response = await page.goto(crm('/admin'), { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('salon: управление проектом');
  await expect(page).toHaveTitle('Управление проектом | Donut');
  await expect(page.getByTestId('crm-project')).toHaveText('Проект: salon');
});

test('a language chosen on the parent domain holds on the subdomain', async ({ page, context }) => {
  await context.addCookies([{ name: 'donut-locale', value: 'ka', domain: '.donut.test', path: '/' }]);
  await page.goto(crm('/admin'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('salon: პროექტის მართვა');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
});

test('the language switcher on /admin remembers the choice', async ({ page }) => {
  await page.goto(crm('/admin'));
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('salon: project administration');
  await expect(page).toHaveURL(crm('/admin'));
});

test('locale-prefixed shells and errors', async ({ page, request }) => {
  await page.goto(crm('/en/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('salon: project administration');
  const unprefixed = await rawGet(request, crm('/'), { 'accept-language': 'en' });
  expect(unprefixed.status()).toBe(301);
  expect(unprefixed.headers()['location']).toBe('/en/');
  const missing = await page.goto(crm('/admin/no-such-section'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ошибка 404');
});

test('the bare domain has no project', async ({ request }) => {
  const response = await rawGet(request, 'http://donut.test:4202/admin');
  expect(response.status()).toBe(404);
});
