import type { Page } from '@playwright/test';
import { apiClient, e2eDataDir, expect, linkFromOutbox, test } from '@donut/e2e';
import { t } from './support/messages';

const api = apiClient(4100);

/** Dollars as the Russian page writes them (Intl, like the app): "19,00 $". */
const usd = (dollars: number) =>
  new Intl.NumberFormat('ru', { style: 'currency', currency: 'USD' }).format(dollars);
/** Any amount as the Russian page writes it. */
const ANY_USD = /^[\d\s\u00a0]+,\d\d[\s\u00a0]\$$/;

/** From the plan's button through the terms to the sandbox's hosted checkout, where the payer pays; back in the cabinet. */
async function payForPlan(page: Page, button: string, rate: string) {
  await page.getByRole('button', { name: t('ru', `main.billing.button.${button}.named`, { rate }) }).click();
  const dialog = page.getByRole('dialog', { name: t('ru', 'main.billing.dialog.title', { rate }) });
  const charge = dialog.locator('[data-quote="charge"] dd');
  await expect(charge).toHaveText(ANY_USD);
  const amount = (await charge.textContent()) as string;
  await dialog.getByRole('checkbox', { name: t('ru', 'ui.payment-terms.accept') }).check();
  await dialog.getByRole('button', { name: t('ru', 'main.billing.dialog.pay', { amount }) }).click();

  await page.waitForURL(/^http:\/\/donut\.test:4100\/payments\/sandbox\/checkout\/sbx_[\w-]+$/);
  await expect(page.getByText(amount, { exact: true })).toBeVisible();
  await expect(page.getByText(t('ru', 'api.sandbox.terms-no-legal-entity'))).toBeVisible();
  await page.getByRole('button', { name: t('ru', 'api.sandbox.pay') }).click();

  await page.waitForURL('http://donut.test:4101/ru/client/about/rates?payment=succeeded', {
    timeout: 15_000,
  });
  await expect(page.getByText(t('ru', 'main.billing.return.succeeded'))).toBeVisible();
  // The page drops the parameter, so a reload does not announce the payment again.
  await expect(page).toHaveURL('http://donut.test:4101/ru/client/about/rates');
  return amount;
}

test('an owner on the trial subscribes through the checkout, upgrades, downgrades and cancels', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = `billing.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.test`;
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

  // A new account is on the 14-day trial, with no receipts yet.
  await page.goto('/ru/client/about/rates');
  const block = page.getByRole('region', { name: t('ru', 'main.billing.title') });
  await expect(block.getByText(t('ru', 'main.billing.state.trial'), { exact: true })).toBeVisible();
  await expect(block.getByText(/^Осталось 14 дней \(до /)).toBeVisible();
  await expect(block.getByText(t('ru', 'main.billing.receipts.empty'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('ru', 'main.billing.button.subscribe.named', { rate: 'Бизнес' }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('ru', 'main.billing.button.contact.named', { rate: 'Корпоративный' }) }),
  ).toHaveAttribute('href', '/ru/client/about/contacts');

  // The terms must be accepted first.
  await page
    .getByRole('button', { name: t('ru', 'main.billing.button.subscribe.named', { rate: 'Базовый' }) })
    .click();
  let dialog = page.getByRole('dialog', { name: t('ru', 'main.billing.dialog.title', { rate: 'Базовый' }) });
  await expect(dialog.locator('[data-quote="charge"] dd')).toHaveText(usd(19));
  // Paying during the trial keeps its days: the paid period starts at the trial's end (ADR 0011).
  await expect(dialog.locator('[data-quote-note="trial-kept"]')).toHaveText(
    /^Пробный период продолжится до (\d+\s\S+\s\d{4}\sг\.); оплаченный период — с \1 по \d+\s\S+\s\d{4}\sг\.$/,
  );
  await dialog.getByRole('button', { name: t('ru', 'main.billing.dialog.pay', { amount: usd(19) }) }).click();
  await expect(dialog.getByText(t('ru', 'validation.subscriptionTermsNotAccepted'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Subscribe to Basic monthly: paid on the sandbox's page, active once its webhook lands, with a receipt.
  expect(await payForPlan(page, 'subscribe', 'Базовый')).toBe(usd(19));
  await expect(page.getByText(t('ru', 'main.billing.changed', { rate: 'Базовый' }))).toBeVisible({
    timeout: 15_000,
  });
  await expect(block.getByText(t('ru', 'main.billing.state.active'), { exact: true })).toBeVisible();
  await expect(
    block.getByText(/^Пробный период продолжится до .+, а с этого дня тариф оплачен на месяц, до .+ г\.$/),
  ).toBeVisible();
  const receipts = block.getByRole('table', { name: t('ru', 'main.billing.receipts.title') });
  await expect(receipts.getByRole('row')).toHaveCount(2);
  await expect(receipts.getByRole('row').nth(1)).toContainText('Базовый');
  await expect(receipts.getByRole('row').nth(1)).toContainText(usd(19));
  await expect(receipts.getByRole('row').nth(1)).toContainText(/sbx_[\w-]{16}/);
  await expect(
    page.getByRole('button', { name: t('ru', 'main.billing.button.current.named', { rate: 'Базовый' }) }),
  ).toBeDisabled();

  // Upgrade to Pro: the unused remainder of Basic counts, the rest is charged.
  const upgradeCharge = await payForPlan(page, 'upgrade', 'Про');
  expect(upgradeCharge).not.toBe(usd(79));
  await expect(page.getByText(t('ru', 'main.billing.changed', { rate: 'Про' }))).toBeVisible({
    timeout: 15_000,
  });
  await expect(block.locator('.billing-summary__plan strong')).toHaveText('Про');
  await expect(receipts.getByRole('row')).toHaveCount(3);
  await expect(receipts.getByRole('row').nth(1)).toContainText(upgradeCharge);

  // Downgrade to Start: nothing to pay, applied at once, the rest stays as credit.
  await page
    .getByRole('button', { name: t('ru', 'main.billing.button.downgrade.named', { rate: 'Старт' }) })
    .click();
  dialog = page.getByRole('dialog', { name: t('ru', 'main.billing.dialog.title', { rate: 'Старт' }) });
  await expect(dialog.locator('[data-quote="charge"] dd')).toHaveText(usd(0));
  const creditLeft = (await dialog.locator('[data-quote="credit-left"] dd').textContent()) as string;
  expect(creditLeft).toMatch(ANY_USD);
  expect(creditLeft).not.toBe(usd(0));
  await expect(dialog.getByText(t('ru', 'main.billing.quote.note-at-once'))).toBeVisible();
  await dialog.getByRole('checkbox', { name: t('ru', 'ui.payment-terms.accept') }).check();
  await dialog.getByRole('button', { name: t('ru', 'main.billing.dialog.apply') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(t('ru', 'main.billing.changed', { rate: 'Старт' }))).toBeVisible();
  await expect(block.locator('.billing-summary__plan strong')).toHaveText('Старт');
  await expect(block.getByText(t('ru', 'main.billing.credit', { amount: creditLeft }))).toBeVisible();
  await expect(receipts.getByRole('row')).toHaveCount(3);

  // Cancel: confirmed in a dialog; the plan stays active until the period's end.
  await block.getByRole('button', { name: t('ru', 'main.billing.cancel.open') }).click();
  const confirm = page.getByRole('dialog', { name: t('ru', 'main.billing.cancel.title') });
  await expect(confirm).toContainText('Тариф «Старт» будет действовать до');
  await confirm.getByRole('button', { name: t('ru', 'main.billing.cancel.confirm') }).click();
  await expect(confirm).toHaveCount(0);
  await expect(block.getByText(t('ru', 'main.billing.state.cancelled'), { exact: true })).toBeVisible();
  await expect(block.getByText(/^Действует до .+, затем отключится\.$/)).toBeVisible();
  await expect(block.getByRole('button', { name: t('ru', 'main.billing.resume') })).toBeVisible();

  // The notifications panel tells about each plan change.
  await page.reload();
  await page
    .getByRole('button', { name: new RegExp(`^${t('ru', 'main.notifications.panel.title')}`) })
    .click();
  const panel = page.getByRole('dialog', { name: t('ru', 'main.notifications.panel.title') });
  for (const rate of ['Базовый', 'Про', 'Старт']) {
    await expect(panel.getByText(t('ru', 'api.notification.plan-changed.title', { rate }))).toBeVisible();
  }
});
