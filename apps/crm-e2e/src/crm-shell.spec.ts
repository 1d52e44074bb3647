import type { BrowserContext } from '@playwright/test';
import { apiClient, expect, rawGet, test } from '@donut/e2e';
import { recordRoundTrips } from './support/round-trips';

const api = apiClient(4200);
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const crm = (domain: string, path: string) => `http://${domain}.donut.test:4202${path}`;

/** Signs the browser in as the owner, the way the API's parent-domain cookie does after a login. */
async function signInAs(context: BrowserContext, refreshToken: string) {
  await context.addCookies([
    {
      name: 'donut-refresh-token-crm',
      value: refreshToken,
      domain: '.donut.test',
      path: '/',
      httpOnly: true,
    },
  ]);
}

let owner: { refresh_token: string; access_token: string };
let domain: string;

// Runs again in a worker that comes back to this file after another one's tests: a fresh owner each time.
test.beforeAll(async () => {
  const run = `${stamp}${Math.random().toString(36).slice(2, 6)}`;
  owner = await api.registerClient(`crm-owner.${run}@mail.test`);
  domain = `salon-${run}`;
  await api.createProject(owner.access_token, 'Салон Жасмин', domain);
});

test('a visitor who is not signed in goes to the login modal on the main site', async ({ request }) => {
  const response = await rawGet(request, crm(domain, '/admin'), { 'accept-language': 'en' });
  expect(response.status()).toBe(302);
  // The main site of this suite runs on 4201: links between the apps follow the configured origins.
  expect(response.headers()['location']).toBe(
    'http://donut.test:4201/en/?modal=modal-auth-login&redirect_to=%2Fen%2Fclient%2Fprojects',
  );
});

test('the owner is already signed in on the project subdomain', async ({ page, context }) => {
  await signInAs(context, owner.refresh_token);
  const response = await page.goto(crm(domain, '/admin'), { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Салон Жасмин: управление проектом');
  await expect(page.getByTestId('crm-project')).toHaveText('Проект: Салон Жасмин');
});

test('another owner gets the 403 screen', async ({ page, context }) => {
  const stranger = await api.registerClient(`crm-stranger.${stamp}@mail.test`);
  await signInAs(context, stranger.refresh_token);
  const response = await page.goto(crm(domain, '/admin'));
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ошибка доступа');
  await expect(
    page.getByText('У вас недостаточно прав для просмотра данной страницы', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Forbidden')).toHaveCount(0);
});

test('a language chosen on the parent domain holds on the subdomain', async ({ page, context }) => {
  await signInAs(context, owner.refresh_token);
  await context.addCookies([{ name: 'donut-locale', value: 'ka', domain: '.donut.test', path: '/' }]);
  await page.goto(crm(domain, '/admin'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Салон Жасмин: პროექტის მართვა');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
});

test('locale-prefixed shells, unknown sections and the bare domain', async ({ page, context, request }) => {
  await signInAs(context, owner.refresh_token);
  await page.goto(crm(domain, '/en/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Салон Жасмин: project administration');
  const unprefixed = await rawGet(request, crm(domain, '/'), { 'accept-language': 'en' });
  expect(unprefixed.status()).toBe(301);
  expect(unprefixed.headers()['location']).toBe('/en/');
  const missing = await page.goto(crm(domain, '/admin/no-such-section'));
  expect(missing?.status()).toBe(404);
  // The page's language (here possibly remembered from /en/ above); never English status text or the path.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404/);
  await expect(page.getByText(/Page Not Found|no-such-section/)).toHaveCount(0);
  expect((await rawGet(request, 'http://donut.test:4202/admin')).status()).toBe(404);
});

test('the owner renames the project and hides a section in the settings', async ({ page, context }) => {
  const settingsClient = await api.registerClient(`crm-settings.${stamp}@mail.test`);
  const settingsDomain = `studio-${stamp}`;
  await api.createProject(settingsClient.access_token, 'Studio One', settingsDomain);
  await signInAs(context, settingsClient.refresh_token);
  await page.goto(crm(settingsDomain, '/admin'));
  await page.getByRole('link', { name: 'Настройки проекта' }).click();
  await expect(page).toHaveURL(crm(settingsDomain, '/admin/settings'));
  await page.getByLabel('Название проекта', { exact: true }).fill('Studio Two');
  await page.getByLabel('Услуги и заявки', { exact: true }).uncheck();
  const roundTrips = recordRoundTrips(page);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').getByText('Настройки сохранены')).toBeVisible();
  // The save's answer is the project: the header and the menu show it with nothing loaded again.
  await expect(page.getByTestId('crm-project')).toHaveText('Проект: Studio Two');
  await expect(
    page
      .getByRole('navigation', { name: 'Разделы проекта' })
      .getByRole('link', { name: 'Услуги', exact: true }),
  ).toHaveCount(0);
  expect(roundTrips.stop()).toEqual(['POST /graphql SaveProjectSettings']);
  await page.reload();
  await expect(page.getByLabel('Название проекта', { exact: true })).toHaveValue('Studio Two');
  await expect(page.getByLabel('Услуги и заявки', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Товары и заказы', { exact: true })).toBeChecked();
  await expect(page.getByTestId('crm-project')).toHaveText('Проект: Studio Two');
});
