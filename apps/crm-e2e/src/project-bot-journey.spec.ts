import {
  apiClient,
  botApiCalls,
  E2E_PROJECT_BOT,
  expect,
  signInOwner,
  startCommandUpdate,
  test,
} from '@donut/e2e';

const api = apiClient(4200);
const crm = (domain: string, path: string) => `http://${domain}.donut.test:4202${path}`;
const botId = Number(E2E_PROJECT_BOT.token.split(':')[0]);
const callsOf = async (method: string) =>
  (await botApiCalls(E2E_PROJECT_BOT)).filter((call) => call.method === method && call.botId === botId);

test("the owner connects the project's bot in the CRM, a client's /start opens the mini app, and the owner disconnects it", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const owner = await api.registerClient(`bot-owner.${run}@mail.test`);
  const domain = `usy-bot-${run}`;
  await api.createProject(owner.access_token, 'Барбершоп «Усы»', domain);
  await signInOwner(context, owner);
  await context.addCookies([{ name: 'donut-locale', value: 'en', domain: '.donut.test', path: '/' }]);

  await page.goto(crm(domain, '/admin/bot'));
  await page.getByRole('button', { name: 'Connect the bot' }).click();
  await expect(page.getByText('Paste the token from @BotFather')).toBeVisible();
  await page.getByLabel('Bot token').fill(E2E_PROJECT_BOT.token);
  await page.getByRole('button', { name: 'Connect the bot' }).click();
  await expect(page.getByRole('link', { name: `@${E2E_PROJECT_BOT.username}` })).toHaveAttribute(
    'href',
    `https://t.me/${E2E_PROJECT_BOT.username}`,
  );

  // The API set the webhook on the bot's id with a secret, and the menu button on the project's mini app.
  const [webhook] = (await callsOf('setWebhook')).slice(-1);
  expect(webhook.params.url).toBe(`http://donut.test:4200/telegram/projects/${botId}/webhook`);
  const [menu] = (await callsOf('setChatMenuButton')).slice(-1);
  const menuButton = menu.params.menu_button as { type: string; web_app: { url: string } };
  expect(menuButton.type).toBe('web_app');
  expect(menuButton.web_app.url.startsWith(`http://${domain}.donut.test:4203/`)).toBe(true);

  // A client presses Start in Telegram: the bot greets in Georgian with the mini app's button.
  const client = { id: 6_100_000_000 + Math.floor(Math.random() * 1_000_000), language_code: 'ka' };
  const delivered = await request.post(`http://127.0.0.1:4200/telegram/projects/${botId}/webhook`, {
    data: startCommandUpdate(Date.now() % 2_000_000_000, client, 'p_home'),
    headers: { 'x-telegram-bot-api-secret-token': String(webhook.params.secret_token) },
  });
  expect(delivered.status()).toBe(200);
  const [greeting] = (await callsOf('sendMessage')).filter((call) => call.params.chat_id === client.id);
  expect(JSON.stringify(greeting.params.reply_markup)).toContain(`http://${domain}.donut.test:4203/ka/`);

  const deletesBefore = (await callsOf('deleteWebhook')).length;
  await page.getByRole('button', { name: 'Disconnect the bot' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect the bot' }).click();
  await expect(page.getByLabel('Bot token')).toBeVisible();
  expect((await callsOf('deleteWebhook')).length).toBe(deletesBefore + 1);
});
