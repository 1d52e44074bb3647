import {
  apiClient,
  botApiCalls,
  codeFromOutbox,
  e2eDataDir,
  E2E_SERVICES_BOT,
  expect,
  miniAppCalls,
  miniAppMainButton,
  pressMiniAppMainButton,
  routeTelegramScript,
  signedInitData,
  subjectFromOutbox,
  telegramLaunchHash,
  test,
} from '@donut/e2e';
import { publishedSite } from './support/published-site';

const api = apiClient(4300);
const site = (domain: string, path: string) => `http://${domain}.donut.test:4303${path}`;

const PDF = { name: 'flat-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%plan\n') };

test('a visitor picks a category, opens a service and applies with a file; a client applies in the Mini App with its main button; the owner moves both through the statuses and each client hears of it and reads it in the cabinet', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The owner's published site with its bot, two categories and a service whose form asks for files and a
  // required question (the CRM's own journey builds such a form by hand; here the API sets it up).
  const { run, domain, owner, project } = await publishedSite(api, {
    prefix: 'apply',
    name: 'Clean Tbilisi',
    language: 'en',
    headline: 'Flats cleaned in a day',
    botToken: E2E_SERVICES_BOT.token,
  });
  const visitorEmail = `nino.${run}@mail.test`;
  const cleaning = await api.createServiceCategory(owner.access_token, project.id, 'Cleaning');
  const repairs = await api.createServiceCategory(owner.access_token, project.id, 'Repairs');
  const deepCleaning = {
    name: 'Deep cleaning',
    description: 'Every room, the kitchen and the bathroom, top to bottom.',
    category_id: cleaning.id,
    price: '120',
    price_is_from: true,
    discount_price: '100',
    duration_hours: 3,
    duration_minutes: 30,
    takes_applications: true,
    form_fields: [
      { id: 'email', kind: 'email', required: false },
      { id: 'q_size', kind: 'text', required: true, label: 'How big is the flat?' },
      { id: 'q_pets', kind: 'yes_no', required: false, label: 'Do you have pets?' },
      { id: 'files', kind: 'files', required: false },
    ],
  };
  const service = await api.createService(owner.access_token, project.id, deepCleaning);
  await api.createService(owner.access_token, project.id, {
    name: 'Tap repair',
    category_id: repairs.id,
    price: '40',
    duration_hours: 1,
    takes_applications: false,
  });

  // The visitor reaches the services from the site's menu, a page search engines read.
  await page.goto(site(domain, '/en/'));
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page).toHaveTitle('Services | Clean Tbilisi');
  // The project's starter services are there too, in no category.
  const names = page.getByRole('heading', { level: 2 });
  await expect(names.filter({ hasText: /Deep cleaning|Tap repair/ })).toHaveText([
    'Deep cleaning',
    'Tap repair',
  ]);
  const chips = page.getByRole('navigation', { name: 'Service categories' });
  await chips.getByRole('link', { name: 'Cleaning' }).click();
  await expect(page).toHaveURL(site(domain, `/en/services?category=${cleaning.id}`));
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Deep cleaning']);
  await expect(chips.getByRole('link', { name: 'Cleaning' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Deep cleaning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deep cleaning' })).toBeVisible();
  await expect(page).toHaveTitle('Deep cleaning | Clean Tbilisi');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Every room, the kitchen and the bathroom, top to bottom.',
  );
  await expect(page.getByText(/^from .*100/)).toBeVisible();
  await expect(page.locator('.cv-price__regular')).toContainText('120');
  await expect(page.getByText('Duration: 3 h 30 min')).toBeVisible();

  // A service the site does not show is the 404 screen, whatever its address.
  const serviceUrl = page.url();
  for (const missing of ['00000000-0000-4000-8000-000000000000', 'no-such-service']) {
    expect((await page.goto(site(domain, `/en/services/${missing}`)))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404/);
  }
  await page.goto(serviceUrl);

  // The form asks again for what is missing, and refuses a file it cannot take, before sending anything.
  await page.getByRole('textbox', { name: 'Name' }).fill('Nino Beridze');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+995 555 11 22 33');
  await page.getByRole('textbox', { name: 'E-mail (optional)' }).fill(visitorEmail);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('textbox', { name: 'How big is the flat?' })).toHaveAccessibleDescription(
    'This field is required',
  );
  await page
    .getByLabel('Attach files')
    .setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(page.getByText('setup.exe: Invalid file type')).toBeVisible();
  await page.getByLabel('Attach files').setInputFiles(PDF);
  await expect(page.getByRole('button', { name: `Remove ${PDF.name}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'How big is the flat?' }).fill('Two rooms, 60 m²');
  // Meanwhile the owner swaps a question: the send is refused, the new form comes with the answers that fit.
  await api.updateService(owner.access_token, project.id, service.id, {
    ...deepCleaning,
    form_fields: [
      ...deepCleaning.form_fields.filter((field) => field.id !== 'q_pets'),
      { id: 'q_floor', kind: 'text', required: true, label: 'Which floor?' },
    ],
  });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByText('The form has just changed. Check the fields and send it again.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Do you have pets? (optional)' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'How big is the flat?' })).toHaveValue('Two rooms, 60 m²');
  await expect(page.getByRole('button', { name: `Remove ${PDF.name}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Which floor?' }).fill('Fourth, with a lift');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application #1 has been sent' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Apply' }).getByRole('link', { name: 'Sign in' }),
  ).toHaveAttribute('href', '/en/cabinet/sign-in?redirect_to=%2Fen%2Fcabinet%23applications');
  // It reached the owner's inbox, new, with the visitor as the client of that phone.
  expect(await api.applications(owner.access_token, project.id)).toMatchObject([
    { number: 1, status: 'new', name: 'Nino Beridze', service_name: 'Deep cleaning' },
  ]);

  // In the Mini App: Back clears the category first (spec §2), the main button sends the form.
  const user = {
    id: 7_500_000_000 + Math.floor(Math.random() * 1_000_000),
    first_name: 'Giorgi',
    last_name: 'Kapanadze',
    username: `giorgi_${run}`,
    language_code: 'en',
  };
  await routeTelegramScript(page);
  await page.goto(
    site(
      domain,
      `/en/services?category=${cleaning.id}${telegramLaunchHash(signedInitData(E2E_SERVICES_BOT.token, user))}`,
    ),
  );
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Deep cleaning']);
  await expect.poll(() => miniAppCalls(page)).toContain('enableClosingConfirmation');
  await page.evaluate(() => (window as unknown as { pressTelegramBack: () => void }).pressTelegramBack());
  await expect(page).toHaveURL(site(domain, '/en/services'));
  await expect(names.filter({ hasText: /Deep cleaning|Tap repair/ })).toHaveText([
    'Deep cleaning',
    'Tap repair',
  ]);

  await page.getByRole('link', { name: 'Deep cleaning' }).click();
  // The client's name comes from their profile (Telegram's); the page's own button gives way to Telegram's.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Giorgi Kapanadze');
  await expect
    .poll(() => miniAppMainButton(page))
    .toMatchObject({ text: 'Send application', is_visible: true });
  await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+995 599 44 55 66');
  await page.getByRole('textbox', { name: 'How big is the flat?' }).fill('A studio');
  await page.getByRole('textbox', { name: 'Which floor?' }).fill('Ground floor');
  await pressMiniAppMainButton(page);
  await expect(page.getByRole('heading', { name: 'Application #2 has been sent' })).toBeVisible();

  await page.getByRole('link', { name: 'Follow it in your cabinet' }).click();
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByRole('heading', { level: 3 })).toHaveText(['#2 Deep cleaning']);
  await expect(applications.getByText('New', { exact: true })).toBeVisible();
  await applications.getByRole('button', { name: 'Details' }).click();
  await expect(applications.getByText('A studio')).toBeVisible();
  await expect(applications.getByText('Which floor?')).toBeVisible();
  await expect(applications.getByText('Ground floor')).toBeVisible();

  // The owner declines it in the CRM's inbox with a reason: the client reads both in the cabinet.
  const [latest] = await api.applications(owner.access_token, project.id);
  expect(latest).toMatchObject({ number: 2, name: 'Giorgi Kapanadze' });
  await api.setApplicationStatus(
    owner.access_token,
    project.id,
    latest.id,
    'rejected',
    'We do not work on Sundays',
  );
  // Opened again from the bot's menu button, as Telegram opens it (signed in anew with the launch data).
  await page.goto(site(domain, `/en/${telegramLaunchHash(signedInitData(E2E_SERVICES_BOT.token, user))}`));
  await page.getByRole('link', { name: 'Cabinet' }).click();
  await expect(applications.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(applications.getByText('Reason: We do not work on Sundays')).toBeVisible();
  // The project's bot told the client in Telegram, in their language.
  await expect
    .poll(async () =>
      (await botApiCalls(E2E_SERVICES_BOT))
        .filter((call) => call.method === 'sendMessage' && call.params.chat_id === user.id)
        .map((call) => String(call.params.text)),
    )
    .toContainEqual(expect.stringMatching(/#2.*Deep cleaning.*rejected: We do not work on Sundays/s));

  // The visitor's application goes through in progress to done; each step reaches them by e-mail, and signing in
  // with that address shows it in the cabinet (the application made them a client with that e-mail).
  const [first] = (await api.applications(owner.access_token, project.id)).filter(
    (item) => item.number === 1,
  );
  await api.setApplicationStatus(owner.access_token, project.id, first.id, 'in_progress');
  await subjectFromOutbox(e2eDataDir('client-view'), visitorEmail, /#1 is in progress/);
  await api.setApplicationStatus(owner.access_token, project.id, first.id, 'done');
  await subjectFromOutbox(e2eDataDir('client-view'), visitorEmail, /#1 is done/);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(site(domain, '/en/cabinet/sign-in'));
  await visitor.waitForLoadState('networkidle');
  await visitor.getByRole('textbox', { name: 'E-mail' }).fill(visitorEmail);
  await visitor.getByRole('button', { name: 'Get a code' }).click();
  // The code's step shows once the API has stored the code; its mail leaves after that.
  const codeField = visitor.getByRole('textbox', { name: 'Code from the e-mail' });
  await expect(codeField).toBeVisible();
  await codeField.fill(await codeFromOutbox(e2eDataDir('client-view'), visitorEmail));
  const visitorApplications = visitor.getByRole('region', { name: 'Applications' });
  await expect(visitorApplications.getByRole('heading', { level: 3 })).toHaveText(['#1 Deep cleaning']);
  await expect(visitorApplications.getByText('Done', { exact: true })).toBeVisible();
  await visitorContext.close();
});
