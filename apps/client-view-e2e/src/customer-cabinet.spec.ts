import {
  apiClient,
  botApiCalls,
  codeFromOutbox,
  E2E_SITE_BOT,
  e2eDataDir,
  expect,
  miniAppMainButton,
  pressMiniAppMainButton,
  routeTelegramScript,
  signedInitData,
  telegramLaunchHash,
  test,
} from '@donut/e2e';
import { publishedSite } from './support/published-site';

const api = apiClient(4300);
const site = (domain: string, path: string) => `http://${domain}.donut.test:4303${path}`;
const SITE_BOT_ID = Number(E2E_SITE_BOT.token.split(':')[0]);

/** An owner's project with a published site in Russian; its name is the one clients see. */
const salonSite = (prefix: string, botToken?: string) =>
  publishedSite(api, {
    prefix,
    name: 'Салон «Жасмин»',
    language: 'ru',
    headline: 'Стрижки в Ваке',
    botToken,
  });

test('a client signs in on the site with a code from the e-mail, keeps the profile through a reload, reads the business’s notifications and discount, and signs out', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { domain, run, owner, project } = await salonSite('cabinet');
  const projectId = project.id;
  const email = `nino.${run}@mail.test`;

  await page.goto(site(domain, '/ru/'));
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill(email);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText(`Мы отправили 6-значный код на ${email}.`, { exact: false })).toBeVisible();
  // The six digits from the mail go in and are sent at once.
  await page
    .getByRole('textbox', { name: 'Код из письма' })
    .fill(await codeFromOutbox(e2eDataDir('client-view'), email));

  await expect(page).toHaveURL(site(domain, '/ru/cabinet'));
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Кабинет' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Персональная скидка' })).toContainText(
    'Персональной скидки пока нет.',
  );
  const notifications = page.getByRole('region', { name: 'Уведомления' });
  await expect(notifications.getByRole('listitem')).toHaveCount(1);
  await expect(notifications.getByRole('heading', { level: 3 })).toHaveText(
    'НовоеДобро пожаловать в Салон «Жасмин»!',
  );

  const profile = page.getByRole('region', { name: 'Профиль' });
  await expect(profile.getByText(email)).toBeVisible();
  await profile.getByRole('textbox', { name: 'Телефон' }).fill('555');
  await profile.getByRole('button', { name: 'Сохранить' }).click();
  await expect(profile.getByText('Неверный формат телефона')).toBeVisible();
  await profile.getByRole('textbox', { name: 'Имя' }).fill('Нино');
  await profile.getByRole('textbox', { name: 'Телефон' }).fill('+995 555 12 34 56');
  await profile.getByRole('button', { name: 'Сохранить' }).click();
  await expect(profile.getByText('Профиль обновлён!')).toBeVisible();

  // The owner gives the client a personal discount in the CRM (its journey is the CRM suite's), which notifies them.
  const [customer] = await api.customers(owner.access_token, projectId, email);
  expect(customer).toMatchObject({ name: 'Нино', phone: '+995555123456', email });
  await api.updateCustomer(owner.access_token, projectId, { ...customer, discount_percent: 15 });

  // Still signed in after a reload, and the server renders the cabinet itself.
  const html = await (await page.reload())?.text();
  expect(html).toContain('Ваша персональная скидка');
  expect(html).toContain('value="Нино"');
  await expect(page.getByRole('region', { name: 'Персональная скидка' })).toContainText(
    /Ваша персональная скидка: 15\s?%/,
  );
  await expect(notifications.getByRole('listitem')).toHaveCount(2);
  await expect(notifications.getByRole('listitem').first()).toContainText('У вас персональная скидка');
  await expect(notifications.getByText('2 непрочитанных уведомления')).toBeVisible();
  await notifications.getByRole('button', { name: 'Отметить все как прочитанные' }).click();
  await expect(notifications.getByText('Непрочитанных уведомлений нет')).toBeVisible();
  // A phone's width: nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(site(domain, '/ru/cabinet/sign-in'));
  await expect(page.getByText('Вы вышли из личного кабинета.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  await page.goto(site(domain, '/ru/cabinet'));
  await expect(page.getByText(/^Войдите, чтобы открыть личный кабинет/)).toBeVisible();
});

test('in the site’s Telegram mini app a client is signed in by Telegram, shares the phone with the bot and saves the profile with the main button', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { domain, run, owner, project } = await salonSite('mini-app', E2E_SITE_BOT.token);
  const projectId = project.id;
  const [webhook] = (await botApiCalls(E2E_SITE_BOT))
    .filter((call) => call.method === 'setWebhook')
    .slice(-1);
  const user = {
    id: 7_400_000_000 + Math.floor(Math.random() * 1_000_000),
    first_name: 'Нино',
    last_name: 'Беридзе',
    username: `nino_${run}`,
    language_code: 'ru',
  };
  await routeTelegramScript(page);

  await page.goto(site(domain, `/ru/cabinet${telegramLaunchHash(signedInitData(E2E_SITE_BOT.token, user))}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await expect(page.getByText('Здравствуйте, Нино Беридзе!')).toBeVisible();
  const profile = page.getByRole('region', { name: 'Профиль' });
  await expect(profile.getByText(`Telegram @${user.username}`)).toBeVisible();
  // The mini app's own sign-out would only sign the client in again.
  await expect(page.getByRole('button', { name: 'Выйти' })).toHaveCount(0);

  // One-step sign-up: Telegram's popup shares the phone with the project's bot, which keeps it.
  await profile.getByRole('button', { name: 'Поделиться номером телефона' }).click();
  const delivered = await request.post(`http://127.0.0.1:4300/telegram/projects/${SITE_BOT_ID}/webhook`, {
    headers: { 'x-telegram-bot-api-secret-token': String(webhook.params.secret_token) },
    data: {
      update_id: Date.now() % 2_000_000_000,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: user.id, type: 'private', first_name: user.first_name },
        from: { id: user.id, is_bot: false, first_name: user.first_name, language_code: 'ru' },
        contact: { phone_number: '995555987654', first_name: user.first_name, user_id: user.id },
      },
    },
  });
  expect(delivered.status()).toBe(200);
  await expect(profile.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+995555987654');
  await expect(profile.getByRole('button', { name: 'Поделиться номером телефона' })).toHaveCount(0);

  // The page's main action is Telegram's main button, in place of the page's own.
  await expect(profile.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await profile.getByRole('textbox', { name: 'Имя' }).fill('Нино Б.');
  const mainButton = () => miniAppMainButton(page);
  await expect.poll(mainButton).toMatchObject({ text: 'Сохранить', is_visible: true, is_active: true });
  await pressMiniAppMainButton(page);
  await expect(profile.getByText('Профиль обновлён!')).toBeVisible();
  const [customer] = await api.customers(owner.access_token, projectId, user.username);
  expect(customer).toMatchObject({ name: 'Нино Б.', phone: '+995555987654' });
});
