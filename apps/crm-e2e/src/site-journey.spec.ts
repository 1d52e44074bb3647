import { apiClient, expect, expectImageLoaded, signInOwner, test, tinyPng } from '@donut/e2e';

const api = apiClient(4200);
const crm = (domain: string, path: string) => `http://${domain}.donut.test:4202${path}`;
const site = (domain: string, path: string) => `http://${domain}.donut.test:4203${path}`;

test('the owner fills the site in the CRM, and a visitor reads it in Russian and in English', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const owner = await api.registerClient(`site-owner.${run}@mail.test`);
  const domain = `usy-${run}`;
  await api.createProject(owner.access_token, 'Барбершоп «Усы»', domain);
  await signInOwner(context, owner);
  await context.addCookies([{ name: 'donut-locale', value: 'en', domain: '.donut.test', path: '/' }]);

  // Not published yet: the address is the 404 screen.
  expect((await page.goto(site(domain, '/ru/')))?.status()).toBe(404);

  await page.goto(crm(domain, '/admin/site'));
  await page.getByRole('checkbox', { name: 'Show the site to visitors' }).check();
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page
    .getByLabel('Upload a picture')
    .first()
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
  const headlines = page.getByRole('textbox', { name: 'Headline' });
  await headlines.nth(0).fill('Стрижки и бритьё в Сололаки');
  await headlines.nth(1).fill('Haircuts and shaves in Sololaki');
  await page.getByRole('button', { name: 'Add a phone' }).click();
  await page.getByRole('textbox', { name: 'Phone 1', exact: true }).fill('+995 32 212 34 56');
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Сололаки');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('ул. Леонидзе, 5, Тбилиси');
  // Saving without a point asks for one (spec §5).
  await page.getByRole('button', { name: 'Save the site' }).click();
  await expect(page.getByText('You need to select a point on the map')).toBeVisible();
  await page.getByRole('textbox', { name: 'Latitude' }).fill('41.6925, 44.8015');
  await expect(page.getByRole('textbox', { name: 'Longitude' })).toHaveValue('44.8015');
  await page.getByRole('checkbox', { name: 'Monday' }).check();
  await page.getByRole('textbox', { name: 'Opens' }).fill('10:00');
  await page.getByRole('textbox', { name: 'Closes' }).fill('21:00');
  await page.getByRole('button', { name: 'Save the site' }).click();
  await expect(page.getByText('The site is saved.')).toBeVisible();

  await page.goto(site(domain, '/ru/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Барбершоп «Усы»');
  await expect(page.getByText('Стрижки и бритьё в Сололаки')).toBeVisible();
  await expectImageLoaded(page.locator('img.cv-site__logo'));
  await expect(page.getByRole('link', { name: '+995 32 212 34 56' })).toHaveAttribute(
    'href',
    'tel:+995322123456',
  );
  await expect(page.getByRole('rowheader', { name: 'понедельник' })).toBeVisible();
  await expect(page.getByText('10:00–21:00')).toBeVisible();

  await page.goto(site(domain, '/en/'));
  await expect(page.getByText('Haircuts and shaves in Sololaki')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in map' })).toHaveAttribute(
    'href',
    /mlat=41\.692500&mlon=44\.801500/,
  );
});
