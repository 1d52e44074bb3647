import {
  apiClient,
  botApiCalls,
  E2E_PROJECT_BOT,
  expect,
  expectImageLoaded,
  routeTelegramScript,
  signedInitData,
  signInOwner,
  startCommandUpdate,
  telegramLaunchHash,
  test,
  tinyPng,
} from '@donut/e2e';

const api = apiClient(4200);
const crm = (domain: string, path: string) => `http://${domain}.donut.test:4202${path}`;
const site = (domain: string, path: string) => `http://${domain}.donut.test:4203${path}`;
const botId = Number(E2E_PROJECT_BOT.token.split(':')[0]);
const callsOf = async (method: string) =>
  (await botApiCalls(E2E_PROJECT_BOT)).filter((call) => call.method === method && call.botId === botId);

/**
 * Issue 14 end to end: the owner connects the project's bot and fills the site in the CRM (previewing the draft),
 * a visitor reads it in two languages, a client signs in inside the simulated Mini App and sees the cabinet, the
 * owner finds that client in the CRM and gives a discount, and the client sees it.
 */
test("the owner connects the bot and fills the site, a client signs in in the Mini App, and the owner's discount reaches the client's cabinet", async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const owner = await api.registerClient(`site-owner.${run}@mail.test`);
  const domain = `usy-${run}`;
  await api.createProject(owner.access_token, 'Барбершоп «Усы»', domain);
  await signInOwner(context, owner);
  await context.addCookies([{ name: 'donut-locale', value: 'en', domain: '.donut.test', path: '/' }]);

  // 1. The bot: connected with its BotFather token; the webhook carries the bot's id, the menu opens the Mini App.
  await page.goto(crm(domain, '/admin/bot'));
  await page.getByRole('button', { name: 'Connect the bot' }).click();
  await expect(page.getByText('Paste the token from @BotFather')).toBeVisible();
  await page.getByLabel('Bot token').fill(E2E_PROJECT_BOT.token);
  await page.getByRole('button', { name: 'Connect the bot' }).click();
  await expect(page.getByRole('link', { name: `@${E2E_PROJECT_BOT.username}` })).toHaveAttribute(
    'href',
    `https://t.me/${E2E_PROJECT_BOT.username}`,
  );
  const [webhook] = (await callsOf('setWebhook')).slice(-1);
  expect(webhook.params.url).toBe(`http://donut.test:4200/telegram/projects/${botId}/webhook`);
  const [menu] = (await callsOf('setChatMenuButton')).slice(-1);
  const menuButton = menu.params.menu_button as { type: string; web_app: { url: string } };
  expect(menuButton.type).toBe('web_app');
  expect(menuButton.web_app.url.startsWith(`http://${domain}.donut.test:4203/`)).toBe(true);

  // A client presses Start in Telegram: the bot greets in Georgian with the Mini App's button.
  const clientId = 6_100_000_000 + Math.floor(Math.random() * 1_000_000);
  const secret = String(webhook.params.secret_token);
  const delivered = await request.post(`http://127.0.0.1:4200/telegram/projects/${botId}/webhook`, {
    data: startCommandUpdate(Date.now() % 2_000_000_000, { id: clientId, language_code: 'ka' }, 'p_home'),
    headers: { 'x-telegram-bot-api-secret-token': secret },
  });
  expect(delivered.status()).toBe(200);
  const [greeting] = (await callsOf('sendMessage')).filter((call) => call.params.chat_id === clientId);
  expect(JSON.stringify(greeting.params.reply_markup)).toContain(`http://${domain}.donut.test:4203/ka/`);

  // 2. The site: a draft first, seen only through the preview link; then published.
  expect((await page.goto(site(domain, '/ru/')))?.status()).toBe(404);
  await page.goto(crm(domain, '/admin/site'));
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

  const previewLink = page.getByRole('link', { name: 'Preview the draft' });
  const [preview] = await Promise.all([context.waitForEvent('page'), previewLink.click()]);
  await expect(preview.getByRole('note')).toContainText('Предпросмотр');
  await expect(preview.getByText('Стрижки и бритьё в Сололаки')).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await preview.close();
  expect((await page.goto(site(domain, '/ru/')))?.status()).toBe(404);

  await page.goto(crm(domain, '/admin/site'));
  await page.getByRole('checkbox', { name: 'Show the site to visitors' }).check();
  await page.getByRole('button', { name: 'Save the site' }).click();
  await expect(page.getByText('The site is saved.')).toBeVisible();

  // 3. A visitor reads it in Russian and in English.
  await page.goto(site(domain, '/ru/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Барбершоп «Усы»');
  await expect(page.getByText('Стрижки и бритьё в Сололаки')).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
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

  // 4. A client opens the Mini App from the bot: signed in by Telegram with init data signed by this bot.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const miniApp = await phone.newPage();
  await routeTelegramScript(miniApp);
  const initData = signedInitData(E2E_PROJECT_BOT.token, {
    id: clientId,
    first_name: 'Nino',
    last_name: `Beridze ${run}`,
    username: `nino_${run}`,
    language_code: 'ka',
  });
  // The site speaks Russian and English: the Mini App opens in English (Georgian would move to Russian).
  await miniApp.goto(`${site(domain, '/en/cabinet')}${telegramLaunchHash(initData)}`);
  await expect(miniApp.getByRole('heading', { level: 1, name: 'Personal cabinet' })).toBeVisible();
  await expect(miniApp.getByText('You have no personal discount yet.')).toBeVisible();

  // 5. The owner finds the client in the CRM and gives a personal discount.
  await page.goto(crm(domain, '/admin/customers'));
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(`nino_${run}`);
  await page.getByRole('link', { name: `Nino Beridze ${run}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Nino Beridze ${run}` })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('spinbutton', { name: 'Personal discount, %' }).fill('10');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // 6. The client sees it in the cabinet, with the business's notification.
  await miniApp.reload();
  await expect(miniApp.getByText('Your personal discount: 10%')).toBeVisible();
  await expect(miniApp.getByText('Барбершоп «Усы» gave you a personal discount of 10%.')).toBeVisible();
  await phone.close();

  // The owner disconnects the bot: its webhook goes.
  const deletesBefore = (await callsOf('deleteWebhook')).length;
  await page.goto(crm(domain, '/admin/bot'));
  await page.getByRole('button', { name: 'Disconnect the bot' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect the bot' }).click();
  await expect(page.getByLabel('Bot token')).toBeVisible();
  expect((await callsOf('deleteWebhook')).length).toBe(deletesBefore + 1);
});
