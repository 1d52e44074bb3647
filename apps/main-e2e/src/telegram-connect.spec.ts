import {
  apiClient,
  botApiCalls,
  E2E_TELEGRAM_BOT,
  e2eDataDir,
  expect,
  linkFromOutbox,
  startCommandUpdate,
  test,
} from '@donut/e2e';
import { t } from './support/messages';

const API_PORT = 4100;
const api = apiClient(API_PORT);

test('an owner connects the Telegram bot from the cabinet, then disconnects it', async ({
  page,
  context,
  request,
}) => {
  const email = `telegram.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.test`;
  const owner = await api.registerClient(email);
  const link = await linkFromOutbox(e2eDataDir('main'), email, 'confirm_email');
  await api.confirmEmail(new URL(link).searchParams.get('confirm_email') as string);
  await context.addCookies([
    {
      name: 'donut-refresh-token-crm',
      value: owner.refresh_token,
      domain: '.donut.test',
      path: '/',
      httpOnly: true,
    },
  ]);
  // Telegram is out of reach: the tab the page opens gets an empty page at the bot's address.
  await context.route('https://t.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Telegram</title>' }),
  );
  const status = (id: string) =>
    page.locator('.connect-card__status').getByText(t('ru', id), { exact: true });

  await page.goto('/ru/client/connect');
  await expect(page.getByRole('heading', { level: 1, name: t('ru', 'main.connect.title') })).toBeVisible();
  await expect(status('main.connect.telegram.not-connected')).toBeVisible();

  const tabOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: t('ru', 'main.connect.telegram.connect') }).click();
  const tab = await tabOpened;
  await tab.waitForURL(/^https:\/\/t\.me\//);
  const botLink = new URL(tab.url());
  expect(botLink.pathname).toBe(`/${E2E_TELEGRAM_BOT.username}`);
  const token = botLink.searchParams.get('start') as string;
  expect(token).toMatch(/^[\w-]{1,64}$/);
  await expect(status('main.connect.telegram.waiting')).toBeVisible();

  // The owner presses Start in the bot: Telegram posts the /start update to the API's webhook.
  const telegramUserId = 7_000_000_000 + Math.floor(Math.random() * 1_000_000);
  const delivered = await request.post(`http://127.0.0.1:${API_PORT}/telegram/webhook`, {
    headers: { 'x-telegram-bot-api-secret-token': E2E_TELEGRAM_BOT.secret },
    data: startCommandUpdate(Date.now() % 1_000_000_000, { id: telegramUserId, language_code: 'ru' }, token),
  });
  expect(delivered.status()).toBe(200);

  await expect(page.getByText(t('ru', 'main.connect.telegram.bot-connected'))).toBeVisible();
  await expect(status('main.connect.telegram.connected')).toBeVisible();
  const replies = (await botApiCalls()).filter(
    (call) => call.method === 'sendMessage' && call.params.chat_id === telegramUserId,
  );
  expect(replies.map((call) => call.params.text)).toEqual([t('ru', 'api.telegram-bot.connected')]);

  await page.getByRole('button', { name: t('ru', 'main.connect.telegram.disconnect') }).click();
  await expect(page.getByText(t('ru', 'main.connect.telegram.disconnected'))).toBeVisible();
  await expect(status('main.connect.telegram.not-connected')).toBeVisible();
  await page.reload();
  await expect(status('main.connect.telegram.not-connected')).toBeVisible();
});
