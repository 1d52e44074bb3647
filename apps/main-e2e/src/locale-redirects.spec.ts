import type { APIRequestContext } from '@playwright/test';
import { expect, rawGet, test } from '@donut/e2e';

const main = (path: string) => `http://donut.test:4101${path}`;

// Redirects are checked on the raw answers (maxRedirects: 0): the status must be a real 301.
test.describe('locale redirects', () => {
  const location = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
    const response = await rawGet(request, main(path), headers);
    expect(response.status(), path).toBe(301);
    return response.headers()['location'];
  };

  test('the root goes to ru without any hint', async ({ request }) => {
    expect(await location(request, '/', { 'accept-language': 'de-DE' })).toBe('/ru/');
  });

  test('the browser language is honoured, the cookie wins over it', async ({ request }) => {
    expect(await location(request, '/', { 'accept-language': 'en-US,en;q=0.9' })).toBe('/en/');
    expect(await location(request, '/', { 'accept-language': 'en', cookie: 'donut-locale=ka' })).toBe('/ka/');
  });

  test('an unprefixed page keeps its path and query', async ({ request }) => {
    expect(await location(request, '/rates?period=year', { cookie: 'donut-locale=en' })).toBe(
      '/en/rates?period=year',
    );
  });

  test('/{locale}/admin with a project moves to the project subdomain without the parameter', async ({
    request,
  }) => {
    // This suite configures no CRM origin: the CRM is at its dev port on the public domain.
    expect(await location(request, '/ru/admin/orders?project=salon&tab=new')).toBe(
      'http://salon.donut.test:3002/admin/orders?tab=new',
    );
  });

  test('an unknown page answers 404 with the 404 screen', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
    await expect(page.getByText('The page is missing or has been removed', { exact: true })).toBeVisible();
    await expect(page.getByText(/Page Not Found|no-such-page/)).toHaveCount(0);
    await expect(page).toHaveTitle('Error 404 | Donut');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
  });
});
