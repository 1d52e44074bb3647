import { apiClient, expect, rawGet, routeTelegramScript, test } from '@donut/e2e';

const api = apiClient(4300);
const site = (project: string, path: string) => `http://${project}.donut.test:4303${path}`;

const TEXTS = [
  { language: 'ru', headline: 'Стрижки в Ваке', about: 'Работаем с 2015 года.' },
  { language: 'en', headline: 'Haircuts in Vake', about: 'Open since 2015.' },
  { language: 'ka', headline: 'თმის შეჭრა ვაკეში', about: '2015 წლიდან ვმუშაობთ.' },
];

/** An owner's project with a published site, by default in Russian and English (Georgian not enabled). */
async function publishedSite(prefix: string, languages = ['ru', 'en']): Promise<string> {
  const domain = `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  const tokens = await api.registerClient(`${domain}@mail.test`);
  const { save_project: project } = await api.createProject(tokens.access_token, 'Салон «Жасмин»', domain);
  await api.saveSite(tokens.access_token, project.id, {
    is_published: true,
    brand_color: '#2e7d32',
    languages,
    default_language: languages[0],
    texts: TEXTS.filter((text) => languages.includes(text.language)),
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

test('a Georgian visitor gets the site hydrated with the text the server wrote, without date-format data', async ({
  page,
}) => {
  const domain = await publishedSite('georgian', ['ka', 'ru']);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(site(domain, '/ka/'));
  // Debian's Chromium has no Georgian ICU data: the app brings plural and number rules, but the weekdays came
  // formatted from the server, so no DateTimeFormat polyfill and no time-zone data, and no hydration mismatch.
  await page.waitForLoadState('networkidle');
  const isDateTimePolyfilled = await page.evaluate(
    () => (Intl.DateTimeFormat as unknown as { polyfilled?: boolean }).polyfilled === true,
  );
  expect(isDateTimePolyfilled).toBe(false);
  expect(scripts.filter((script) => script.includes('add-golden-tz'))).toEqual([]);
  await expect(page.getByRole('rowheader', { name: 'ორშაბათი' })).toBeVisible();
  await expect(page.getByText('თმის შეჭრა ვაკეში')).toBeVisible();
  expect(errors).toEqual([]);
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

test('in Telegram the site is a white, expanded Mini App with its back button; an ordinary visit loads no Telegram script', async ({
  page,
}) => {
  const domain = await publishedSite('telegram');
  const telegramRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'telegram.org') telegramRequests.push(request.url());
  });
  await routeTelegramScript(page);
  type TelegramWindow = Window & {
    telegramCalls: string[];
    pressTelegramBack: () => void;
    Telegram: {
      WebApp: { BackButton: { isVisible: boolean }; MainButton: { params: Record<string, unknown> } };
    };
  };
  const calls = () => page.evaluate(() => (window as unknown as TelegramWindow).telegramCalls);
  const isBackVisible = () =>
    page.evaluate(() => (window as unknown as TelegramWindow).Telegram.WebApp.BackButton.isVisible);
  const launch = `#tgWebAppData=${encodeURIComponent('query_id=AA&user=%7B%22id%22%3A1%7D&auth_date=1&hash=00')}&tgWebAppVersion=8.0`;

  await page.goto(site(domain, '/ru/'));
  expect(telegramRequests).toEqual([]);

  await page.goto(site(domain, `/en/${launch}`));
  await expect
    .poll(calls)
    .toEqual([
      'setBackgroundColor:#ffffff',
      'setHeaderColor:#ffffff',
      'expand',
      'enableClosingConfirmation',
      'disableVerticalSwipes',
      'ready',
    ]);
  expect(telegramRequests).toEqual(['https://telegram.org/js/telegram-web-app.js']);
  // The theme's text colours, but the page stays white and the main button wears the brand colour.
  const rootToken = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--donut-color-text'));
  await expect.poll(rootToken).toBe('#000000');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect(
    await page.evaluate(() => (window as unknown as TelegramWindow).Telegram.WebApp.MainButton.params),
  ).toEqual({ color: '#2e7d32', text_color: '#ffffff' });
  // The site's home is where the Mini App starts: no back button there.
  expect(await isBackVisible()).toBe(false);

  await page.goto(site(domain, `/en/nothing-here${launch}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
  await expect.poll(isBackVisible).toBe(true);
  await page.evaluate(() => (window as unknown as TelegramWindow).pressTelegramBack());
  await expect(page).toHaveURL(/\/(ru|en)\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Салон «Жасмин»');
  await expect.poll(isBackVisible).toBe(false);
});
