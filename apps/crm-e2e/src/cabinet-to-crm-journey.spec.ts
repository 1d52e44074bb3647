import { e2eDataDir, expect, expectImageLoaded, linkFromOutbox, rawGet, test, tinyPng } from '@donut/e2e';
import { t } from './support/messages';
import { recordRoundTrips } from './support/round-trips';

// Issue 5 end to end, across the main site (4201) and the CRM (4202) of this suite, in Russian.
const MAIN = 'http://donut.test:4201';
const PASSWORD = 'violet-harbour-47';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// Issue 13: a browser in English, an owner who uses /ru/ throughout. The CRM's /admin has no locale prefix, so
// the link from the cabinet must carry the language, and the owner's profile must count before the browser's.
test.use({ locale: 'en-US' });

test('an owner goes from registration to the CRM of a new project and back to the notifications', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // The server's rendering and the browser's must agree (weekday names, prices): React reports a mismatch on the
  // console (in production builds as errors 418, 423, 425).
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #(418|423|425)/i.test(message.text()))
      hydrationErrors.push(message.text());
  });
  const email = `journey.${stamp}@mail.test`;
  const name = `Студия Лотос ${stamp.slice(-4)}`;

  // Register on the main site and confirm the address from the mail.
  await page.goto(`${MAIN}/ru/`);
  await page.getByRole('link', { name: t('ru', 'main.nav.sign-up') }).click();
  const registration = page.getByRole('dialog');
  await registration.getByLabel(t('ru', 'main.auth.form.email'), { exact: true }).fill(email);
  await registration.getByLabel(t('ru', 'main.auth.form.password'), { exact: true }).fill(PASSWORD);
  await registration.getByRole('checkbox').check();
  await registration.getByRole('button', { name: t('ru', 'main.auth.register.submit') }).click();
  await expect(page).toHaveURL(`${MAIN}/ru/client/projects`);
  const confirmLink = await linkFromOutbox(e2eDataDir('crm'), email, 'confirm_email');
  expect(confirmLink.startsWith(`${MAIN}/`)).toBe(true);
  await page.goto(confirmLink);
  await expect(page.getByText(t('ru', 'main.auth.confirm.done'))).toBeVisible();
  // Still signed in (issue 13): the cabinet, not a login form.
  await expect(page).toHaveURL(`${MAIN}/ru/client/projects`);

  // Create a project in the cabinet's modal, in the first currency offered.
  await page
    .getByRole('button', { name: t('ru', 'main.projects.add') })
    .first()
    .click();
  const create = page.getByRole('dialog');
  await create.getByLabel(t('ru', 'main.projects.create.name'), { exact: true }).fill(name);
  const domain = await create
    .getByLabel(t('ru', 'main.projects.create.domain'), { exact: true })
    .inputValue();
  expect(domain).toMatch(/^[a-z\d-]{6,}$/);
  await create
    .getByLabel(t('ru', 'main.projects.create.currency'), { exact: true })
    .selectOption({ index: 1 });
  await create.getByRole('button', { name: t('ru', 'main.projects.create.submit') }).click();
  await expect(page.getByText(t('ru', 'main.projects.toast.created', { name }))).toBeVisible();

  // Open its CRM from the card: the project's subdomain, already signed in, in Russian, not in the browser's
  // English. The link names the locale, which the CRM keeps for its unprefixed /admin pages.
  const crm = `http://${domain}.donut.test:4202`;
  const openCrm = page
    .getByRole('article', { name })
    .getByRole('link', { name: t('ru', 'main.projects.card.open-crm') });
  await expect(openCrm).toHaveAttribute('href', `${crm}/ru/admin`);
  await openCrm.click();
  await expect(page).toHaveURL(`${crm}/admin`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('ru', 'crm.home.heading', { project: name }),
  );
  // Without the remembered choice, the owner's profile language (the one they signed up in) still comes first.
  await context.clearCookies({ name: 'donut-locale' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('ru', 'crm.home.heading', { project: name }),
  );

  // The starter content: the working week and the catalogue on the overview, the services in their own area.
  const week = page.getByRole('region', { name: t('ru', 'crm.home.week.title') });
  await expect(week.getByRole('term')).toHaveText([
    'Понедельник',
    'Вторник',
    'Среда',
    'Четверг',
    'Пятница',
    'Суббота',
    'Воскресенье',
  ]);
  await expect(page.getByRole('region', { name: t('ru', 'crm.home.categories.title') })).toBeVisible();
  const menu = page.getByRole('navigation', { name: t('ru', 'crm.nav.sections') });
  await menu.getByRole('link', { name: t('ru', 'crm.nav.services') }).click();
  await expect(page).toHaveURL(`${crm}/admin/services`);
  const services = page.getByRole('list', { name: t('ru', 'crm.services.title') });
  await expect(services.getByRole('listitem').first()).toContainText(/\d/);
  await menu.getByRole('link', { name: t('ru', 'crm.nav.overview') }).click();
  await expect(page).toHaveURL(`${crm}/admin`);
  // The server renders the starter content into the first paint (no loading state in the document).
  const cookie = (await context.cookies(`${crm}/admin`)).map((c) => `${c.name}=${c.value}`).join('; ');
  const documentHtml = await (
    await rawGet(request, `${crm}/admin`, { cookie, 'accept-language': 'ru' })
  ).text();
  expect(documentHtml).toContain('Понедельник');
  expect(documentHtml).not.toContain(t('ru', 'crm.home.week.loading'));

  // Hide the services in the settings: the menu drops them.
  await menu.getByRole('link', { name: t('ru', 'crm.settings.title') }).click();
  await expect(page).toHaveURL(`${crm}/admin/settings`);
  await page.getByLabel(t('ru', 'crm.settings.services'), { exact: true }).uncheck();
  await page.getByRole('button', { name: t('ru', 'crm.settings.save') }).click();
  await expect(page.getByRole('status').getByText(t('ru', 'crm.settings.saved'))).toBeVisible();
  await expect(menu.getByRole('link', { name: t('ru', 'crm.nav.services') })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: t('ru', 'crm.nav.products') })).toBeVisible();

  // A main image and a gallery picture, saved together.
  await page
    .locator('input[name="image_main"]')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: tinyPng() });
  await page
    .locator('input[name="image_gallery_uploads"]')
    .setInputFiles([{ name: 'hall.png', mimeType: 'image/png', buffer: tinyPng() }]);
  await expect(page.getByText(t('ru', 'crm.gallery.new'))).toBeVisible();
  const roundTrips = recordRoundTrips(page);
  await page.getByRole('button', { name: t('ru', 'crm.settings.save') }).click();
  await expect(page.getByRole('status').getByText(t('ru', 'crm.settings.saved'))).toBeVisible();
  // Fields, pictures and sections in one multipart request through Apollo; its answer is the saved gallery.
  await expect(page.getByRole('img', { name: t('ru', 'crm.gallery.alt', { position: 1 }) })).toHaveAttribute(
    'src',
    /^http:\/\/donut\.test:4200\/uploads\//,
  );
  expect(roundTrips.stop()).toEqual(['POST /graphql multipart']);
  await page.reload();
  const mainImage = page.getByRole('img', { name: t('ru', 'crm.settings.image.alt') });
  const galleryImage = page.getByRole('img', { name: t('ru', 'crm.gallery.alt', { position: 1 }) });
  // The API's address derives from PUBLIC_DOMAIN (no PUBLIC_API_URL in the suites), as the CSP's does.
  await expect(mainImage).toHaveAttribute('src', /^http:\/\/donut\.test:4200\/uploads\//);
  await expect(galleryImage).toHaveAttribute('src', /^http:\/\/donut\.test:4200\/uploads\//);
  await expectImageLoaded(mainImage);
  await expectImageLoaded(galleryImage);

  // The overview now shows the image.
  await menu.getByRole('link', { name: t('ru', 'crm.nav.overview') }).click();
  await expect(
    page.getByRole('img', { name: t('ru', 'crm.home.image-alt', { project: name }) }),
  ).toBeVisible();

  // Back to the cabinet: the notifications of the confirmed address and the new project, then all read.
  await page.getByRole('link', { name: t('ru', 'crm.nav.main-site') }).click();
  await expect(page).toHaveURL(`${MAIN}/ru/client/projects`);
  await page.getByRole('button', { name: 'Уведомления, 2 непрочитанных' }).click();
  const panel = page.getByRole('dialog', { name: t('ru', 'main.notifications.panel.title') });
  await expect(panel.getByText(t('ru', 'api.notification.project-created.title', { name }))).toBeVisible();
  await expect(panel.getByText(t('ru', 'api.notification.email-confirmed.title'))).toBeVisible();
  await expect(
    panel.getByRole('link', { name: t('ru', 'api.notification.project-created.button') }),
  ).toHaveAttribute('href', `${crm}/ru/admin`);
  await panel.getByRole('button', { name: t('ru', 'main.notifications.panel.mark-all') }).click();
  await expect(
    page.getByRole('button', { name: t('ru', 'main.notifications.panel.title'), exact: true }),
  ).toBeVisible();
  expect(hydrationErrors).toEqual([]);
});
