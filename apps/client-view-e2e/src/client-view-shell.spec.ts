import { apiClient, expect, rawGet, test } from '@donut/e2e';

const api = apiClient(4300);
const site = (project: string, path: string) => `http://${project}.donut.test:4303${path}`;

/** An owner's project with a published site in Russian and English (Georgian not enabled). */
async function publishedSite(prefix: string): Promise<string> {
  const domain = `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  const tokens = await api.registerClient(`${domain}@mail.test`);
  const { save_project: project } = await api.createProject(tokens.access_token, 'Салон «Жасмин»', domain);
  await api.saveSite(tokens.access_token, project.id, {
    is_published: true,
    brand_color: '#2e7d32',
    languages: ['ru', 'en'],
    default_language: 'ru',
    texts: [
      { language: 'ru', headline: 'Стрижки в Ваке', about: 'Работаем с 2015 года.' },
      { language: 'en', headline: 'Haircuts in Vake', about: 'Open since 2015.' },
    ],
    contacts: { phones: [{ number: '+995 555 12 34 56' }], email: 'hello@jasmine.ge' },
    addresses: [
      {
        title: 'Vake',
        address: 'Chavchavadze Ave 37, Tbilisi',
        point: { lat: 41.7097, lng: 44.7569 },
        hours: [{ weekday: 1, is_day_off: false, opens_at: '10:00', closes_at: '20:00' }],
      },
    ],
  });
  return domain;
}

test('the project root moves to the visitor locale and shows the published site', async ({
  page,
  request,
}) => {
  const domain = await publishedSite('root');
  const redirect = await rawGet(request, site(domain, '/'), { 'accept-language': 'ka-GE,ka;q=0.9' });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe('/ka/');
  await page.goto(site(domain, '/'));
  await expect(page).toHaveURL(site(domain, '/ru/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Салон «Жасмин»');
  await expect(page).toHaveTitle('Салон «Жасмин»: Стрижки в Ваке');
});

test('a visitor reads the site in Russian and in English, and Georgian moves to the default', async ({
  page,
  request,
}) => {
  const domain = await publishedSite('langs');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site(domain, '/ru/'), { waitUntil: 'networkidle' });
  await expect(page.getByText('Стрижки в Ваке')).toBeVisible();
  await expect(page.getByRole('link', { name: '+995 555 12 34 56' })).toHaveAttribute(
    'href',
    'tel:+995555123456',
  );
  await expect(page.getByRole('link', { name: 'Открыть на карте' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=41\.709700&mlon=44\.756900/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site(domain, '/ru/'));
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    site(domain, '/en/'),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="ka"]')).toHaveCount(0);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(site(domain, '/en/'));
  await expect(page.getByText('Haircuts in Vake')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'ქართული' })).toHaveCount(0);
  expect(errors).toEqual([]);

  const georgian = await rawGet(request, site(domain, '/ka/'));
  expect(georgian.status()).toBe(302);
  expect(georgian.headers()['location']).toBe('/ru/');
});

test('an unknown subdomain, unknown pages and the bare domain answer 404', async ({ page, request }) => {
  const unknown = await page.goto(site('nobody-has-this', '/ru/'));
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ошибка 404');
  const domain = await publishedSite('missing');
  const missing = await page.goto(site(domain, '/en/nothing-here'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
  expect((await rawGet(request, 'http://donut.test:4303/ru/')).status()).toBe(404);
});

test('an admin link with a project moves to the CRM subdomain', async ({ request }) => {
  const response = await rawGet(request, site('salon', '/en/admin?project=salon'));
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('http://salon.donut.test:3002/admin');
});
