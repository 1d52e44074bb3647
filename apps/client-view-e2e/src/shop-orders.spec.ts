import {
  apiClient,
  botApiCalls,
  E2E_SHOP_BOT,
  expect,
  miniAppCalls,
  miniAppMainButton,
  pressMiniAppMainButton,
  routeTelegramScript,
  shopApiClient,
  signedInitData,
  telegramLaunchHash,
  test,
} from '@donut/e2e';
import { publishedSite } from './support/published-site';

const api = apiClient(4300);
const shop = shopApiClient(4300);
const site = (domain: string, path: string) => `http://${domain}.donut.test:4303${path}`;

test('a client buys the last shirt of a size in the Mini App with courier delivery, the next customer finds that size sold out and pays online for another, and each move of the order reaches the client in the cabinet and from the bot', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The owner's published site with its bot, courier delivery and a shirt in two sizes: one M left, three L.
  const { run, domain, owner, project } = await publishedSite(api, {
    prefix: 'linen',
    name: 'Linen House',
    language: 'en',
    headline: 'Linen for every day',
    botToken: E2E_SHOP_BOT.token,
  });
  await shop.saveShopSettings(owner.access_token, project.id, {
    deliveries: [
      {
        kind: 'courier',
        is_enabled: true,
        price: '10',
        free_from: '500',
        texts: [{ language: 'en', name: 'Courier', description: 'Across Tbilisi, the next day.' }],
      },
    ],
    online_payment_enabled: true,
    payment_window_minutes: 60,
  });
  // Online payment charges in the project's currency.
  await shop.setCurrency(owner.access_token, { ...project, name: 'Linen House' }, 'GEL');
  const shirt = await shop.createProduct(owner.access_token, project.id, {
    name: 'Linen shirt',
    description: 'Washed linen, a loose fit.',
    options: [{ name: 'Size', values: ['M', 'L'] }],
    variants: [
      { option_values: ['M'], price: '80', stock: 1 },
      { option_values: ['L'], price: '80', discount_price: '70', stock: 3 },
    ],
  });

  // The client opens the shirt in the Mini App (as the bot's product link does) and takes the last M.
  const user = {
    id: 7_600_000_000 + Math.floor(Math.random() * 1_000_000),
    first_name: 'Nino',
    last_name: 'Beridze',
    username: `nino_${run}`,
    language_code: 'en',
  };
  const launch = () => telegramLaunchHash(signedInitData(E2E_SHOP_BOT.token, user));
  await routeTelegramScript(page);
  await page.goto(site(domain, `/en/shop/${shirt.id}${launch()}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Linen shirt' })).toBeVisible();
  await page.getByRole('radio', { name: 'M', exact: true }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Only 1 left' })).toBeVisible();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('2');
  await expect(page.getByRole('alert')).toHaveText('Not enough quantity');
  await quantity.fill('1');
  // Telegram's main button adds to the cart, then leads to it, then to the checkout.
  await expect.poll(() => miniAppMainButton(page)).toMatchObject({ text: 'Add to cart', is_visible: true });
  await pressMiniAppMainButton(page);
  await expect.poll(() => miniAppMainButton(page)).toMatchObject({ text: 'Go to the cart' });
  await pressMiniAppMainButton(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByText('Linen shirt')).toBeVisible();
  await expect.poll(() => miniAppMainButton(page)).toMatchObject({ text: 'Checkout', is_visible: true });
  await pressMiniAppMainButton(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The name comes from the client's Telegram profile; closing the Mini App now would ask first.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Nino Beridze');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+995 599 12 34 56');
  await page.getByRole('radio', { name: /^Courier/ }).check();
  await page.getByRole('textbox', { name: 'Delivery address' }).fill('5 Leselidze St, Tbilisi');
  await page.getByRole('radio', { name: 'Cash on receipt' }).check();
  await expect.poll(() => miniAppCalls(page)).toContain('enableClosingConfirmation');
  await expect.poll(() => miniAppMainButton(page)).toMatchObject({ text: 'Place order', is_visible: true });
  await pressMiniAppMainButton(page);
  await expect(page.getByRole('heading', { name: 'Order #1 placed' })).toBeVisible();

  // Another customer on the site finds the M sold out, struck through among the sizes, and cannot add it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(site(domain, '/en/shop'));
  await visitor.getByRole('link', { name: 'Linen shirt' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Linen shirt' })).toBeVisible();
  // The page opens on a size in stock; the picker answers once the page's code has loaded.
  await expect(visitor.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  // A size is a chip: the visitor presses its letter.
  await expect(async () => {
    await visitor.getByText('M', { exact: true }).click();
    await expect(visitor.getByRole('radio', { name: 'M Sold out' })).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(visitor.getByRole('status').filter({ hasText: 'Sold out' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await visitor.getByText('L', { exact: true }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Only 3 left' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Add to cart' }).click();

  // The visitor pays online: the payment system's page, then back on the site once the payment is confirmed.
  await visitor.getByRole('link', { name: 'Go to the cart' }).click();
  await visitor.getByRole('link', { name: 'Checkout' }).click();
  await visitor.getByRole('textbox', { name: 'Name' }).fill('Ana Kapanadze');
  await visitor.getByRole('textbox', { name: 'Phone' }).fill('+995 599 98 76 54');
  await visitor.getByRole('radio', { name: /^Courier/ }).check();
  await visitor.getByRole('textbox', { name: 'Delivery address' }).fill('1 Rustaveli Ave, Tbilisi');
  await visitor.getByRole('radio', { name: 'Online on the site' }).check();
  await visitor.getByRole('button', { name: 'Place order' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Donut test payment' })).toBeVisible();
  await expect(visitor.getByText('Order #2, Linen House')).toBeVisible();
  await expect(visitor.getByText(/80\.00/)).toBeVisible();
  await visitor.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: 'Order #2 is paid' })).toBeVisible();
  await expect(visitor.getByText(/We have received your payment of .*80/)).toBeVisible();
  await visitorContext.close();

  // The owner confirms the order, sends it and completes it; the client hears of each step from the bot.
  const [paidOnline, order] = await shop.orders(owner.access_token, project.id);
  expect(paidOnline).toMatchObject({ number: 2, status: 'new', payment_status: 'paid' });
  expect(order).toMatchObject({ number: 1, status: 'new', payment_status: 'unpaid' });
  for (const status of ['confirmed', 'sent', 'completed'])
    await shop.setOrderStatus(owner.access_token, project.id, order.id, status);
  await expect
    .poll(async () =>
      (await botApiCalls(E2E_SHOP_BOT))
        .filter((call) => call.method === 'sendMessage' && call.params.chat_id === user.id)
        .map((call) => String(call.params.text)),
    )
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining('Your order #1 is confirmed.'),
        expect.stringContaining('Your order #1 has been sent.'),
        expect.stringContaining('Your order #1 is completed.'),
      ]),
    );

  // The cabinet, opened again from the bot's menu button, shows the order completed.
  await page.goto(site(domain, `/en/cabinet${launch()}`));
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByText('Order #1')).toBeVisible();
  await expect(orders.getByText('Completed', { exact: true })).toBeVisible();
});
