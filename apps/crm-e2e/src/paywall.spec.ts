import {
  advanceApiClock,
  apiClient,
  DAY_SECONDS,
  expect,
  PHONE_VIEWPORT,
  pageSweepProblems,
  test,
} from '@donut/e2e';
import { t } from './support/messages';

// Issue 6 end to end, in Russian: the trial ends, the CRM closes behind the paywall, the owner pays in the
// sandbox payment system and the CRM opens again. Moves the API's clock: runs after the other specs
// (playwright.config.ts).
const API_PORT = 4200;
const MAIN = 'http://donut.test:4201';
const api = apiClient(API_PORT);
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Playwright's own default, which the rest of the journey runs at. */
const DESKTOP_VIEWPORT = { width: 1280, height: 720 };
/** The plan every account's trial runs on, as the API names it in Russian. */
const TRIAL_RATE = 'Бизнес';

test('the trial ends: the CRM shows the paywall, the owner pays and the CRM opens again', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The paywall's end date is written in UTC by the server and in the viewer's zone after hydration: no mismatch.
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #(418|423|425)/i.test(message.text()))
      hydrationErrors.push(message.text());
  });
  const owner = await api.registerClient(`paywall.${stamp}@mail.test`);
  const domain = `paywall-${stamp}`;
  const name = 'Салон Пион';
  await api.createProject(owner.access_token, name, domain);
  await context.addCookies([
    {
      name: 'donut-refresh-token-crm',
      value: owner.refresh_token,
      domain: '.donut.test',
      path: '/',
      httpOnly: true,
    },
  ]);
  const crm = `http://${domain}.donut.test:4202/admin`;
  const heading = page.getByRole('heading', { level: 1 });

  // During the trial the CRM opens as usual.
  await page.goto(crm);
  await expect(heading).toHaveText(t('ru', 'crm.home.heading', { project: name }));
  const menu = page.getByRole('navigation', { name: t('ru', 'crm.nav.sections') });
  await menu.getByRole('link', { name: t('ru', 'crm.settings.title') }).click();
  await expect(page).toHaveURL(`${crm}/settings`);

  // Fifteen days later the 14-day trial is over while the page is still open: the API refuses the save,
  // and the paywall takes the page.
  await advanceApiClock(API_PORT, 15 * DAY_SECONDS);
  await page.getByLabel(t('ru', 'crm.settings.name'), { exact: true }).fill('Салон Пион и Роза');
  await page.getByRole('button', { name: t('ru', 'crm.settings.save') }).click();
  await expect(heading).toHaveText(t('ru', 'crm.paywall.heading', { project: name }));

  // Any CRM page, loaded afresh, shows it with the plan that ended; no section menu.
  await page.goto(crm);
  await expect(heading).toHaveText(t('ru', 'crm.paywall.heading', { project: name }));
  const paywall = page.getByRole('region', { name: t('ru', 'crm.paywall.heading', { project: name }) });
  await expect(paywall).toContainText(`пробный период тарифа «${TRIAL_RATE}»`);
  await expect(paywall).toContainText(t('ru', 'crm.paywall.reopens'));
  await expect(menu).toHaveCount(0);
  await expect(paywall.getByRole('link', { name: t('ru', 'crm.paywall.other-plan') })).toHaveAttribute(
    'href',
    `${MAIN}/ru/client/about/rates`,
  );
  await expect(paywall.getByRole('button', { name: t('ru', 'crm.nav.sign-out') })).toBeVisible();

  // On a phone, in Russian and in Georgian, it fits the screen and speaks the page's language (issue 13's sweep,
  // page-sweep.spec.ts, for the one screen only an ended plan shows).
  await page.setViewportSize(PHONE_VIEWPORT);
  const sweepProblems = await pageSweepProblems(page, '/admin, the paywall (ru)', 'ru');
  await context.addCookies([{ name: 'donut-locale', value: 'ka', domain: '.donut.test', path: '/' }]);
  await page.goto(crm);
  await expect(heading).toHaveText(t('ka', 'crm.paywall.heading', { project: name }));
  sweepProblems.push(...(await pageSweepProblems(page, '/admin, the paywall (ka)', 'ka')));
  expect(sweepProblems, sweepProblems.join('\n')).toEqual([]);
  await context.addCookies([{ name: 'donut-locale', value: 'ru', domain: '.donut.test', path: '/' }]);
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto(crm);
  await expect(heading).toHaveText(t('ru', 'crm.paywall.heading', { project: name }));

  // Paying needs the terms accepted.
  const form = paywall.getByRole('form', { name: t('ru', 'crm.paywall.pay.title', { rate: TRIAL_RATE }) });
  await expect(form.getByRole('radio', { name: t('ru', 'crm.paywall.period.month') })).toBeChecked();
  for (const term of ['receipt', 'no-legal-entity', 'refund'])
    await expect(form.getByText(t('ru', `ui.payment-terms.${term}`))).toBeVisible();
  await form.getByRole('button', { name: t('ru', 'crm.paywall.pay.submit') }).click();
  const terms = form.getByRole('checkbox', { name: t('ru', 'ui.payment-terms.accept') });
  await expect(terms).toBeFocused();
  await expect(form.getByText(t('ru', 'validation.subscriptionTermsNotAccepted'))).toBeVisible();

  // With them accepted: the sandbox's payment page on the API's origin, then back to the cabinet's plans.
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await form.getByRole('button', { name: t('ru', 'crm.paywall.pay.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`^http://donut\\.test:${API_PORT}/payments/sandbox/checkout/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ru', 'api.sandbox.title'));
  await page.getByRole('button', { name: t('ru', 'api.sandbox.pay'), exact: true }).click();
  await expect(page).toHaveURL(`${MAIN}/ru/client/about/rates?payment=succeeded`);

  // The payment system's webhook activates the plan a moment later: the CRM's overview is back.
  await expect(async () => {
    await page.goto(crm);
    await expect(heading).toHaveText(t('ru', 'crm.home.heading', { project: name }), { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(menu.getByRole('link', { name: t('ru', 'crm.nav.overview') })).toBeVisible();
  expect(hydrationErrors).toEqual([]);
});
