import type { BrowserContext, Page } from '@playwright/test';
import { apiClient, E2E_TELEGRAM_BOT, expect, test } from '@donut/e2e';
import { t, type Locale } from './support/messages';
import { SUPPORT_EMAIL } from './support/support-mail';

const api = apiClient(4100);
const LOCALES: Locale[] = ['ru', 'en', 'ka'];
const FEATURES = [
  'bot',
  'chats',
  'client-cabinet',
  'crm',
  'online-record',
  'services-with-applications',
  'shop',
  'website',
];
const DOCUMENTS = ['cookie', 'license-agreement', 'privacy-policy', 'user-agreement'];

/** A signed-in owner's browser: both refresh cookies, as the API sets them at sign-in. */
async function signIn(context: BrowserContext) {
  const email = `marketing.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.test`;
  const owner = await api.registerClient(email);
  await context.addCookies([
    {
      name: 'donut-refresh-token-crm',
      value: owner.refresh_token,
      domain: '.donut.test',
      path: '/',
      httpOnly: true,
    },
    {
      name: 'donut-refresh-token-expires-crm',
      value: String(owner.expires_refresh_token),
      domain: '.donut.test',
      path: '/',
    },
  ]);
}

/** Console errors and uncaught exceptions of the page, collected from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page does not scroll sideways (a wide table may scroll inside its own box). Names the offenders when it does. */
async function expectNoSidewaysScroll(page: Page) {
  const offenders = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
      )
      .slice(0, 8);
  });
  expect(offenders).toEqual([]);
}

test('the contacts page links the support mailbox and the Donut bot in Telegram (issue 13)', async ({
  page,
}) => {
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/contacts`);
    const channels = page.getByRole('region', { name: t(locale, 'main.marketing.contacts.channels.title') });
    await expect(
      channels.getByRole('link', {
        name: `${t(locale, 'main.marketing.contacts.channels.email.label')} ${SUPPORT_EMAIL}`,
      }),
    ).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(
      channels.getByRole('link', {
        name: `${t(locale, 'main.marketing.contacts.channels.telegram.label')} @${E2E_TELEGRAM_BOT.username}`,
      }),
    ).toHaveAttribute('href', `https://t.me/${E2E_TELEGRAM_BOT.username}`);
  }
});

test('an unknown feature or document is the 404 page', async ({ page }) => {
  expect((await page.goto('/en/features/teleport'))?.status()).toBe(404);
  expect((await page.goto('/en/about/secret-terms'))?.status()).toBe(404);
});

test('the cookie notice hides after accepting and stays hidden after a reload', async ({ page, context }) => {
  const errors = collectErrors(page);
  await page.goto('/en/features/shop');
  const notice = page.getByRole('region', { name: t('en', 'main.marketing.cookie.label') });
  await expect(notice).toBeVisible();
  // It does not block the page: the rest stays usable while it is shown.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice.getByRole('link', { name: t('en', 'main.marketing.cookie.more') })).toHaveAttribute(
    'href',
    '/en/about/cookie',
  );

  await notice.getByRole('button', { name: t('en', 'main.marketing.cookie.accept') }).press('Enter');
  await expect(notice).toHaveCount(0);
  const consent = (await context.cookies()).find((cookie) => cookie.name === 'donut-cookie-consent');
  const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
  expect(consent?.value).toBe('accepted');
  expect(Math.abs((consent?.expires ?? 0) - yearFromNow)).toBeLessThan(120);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(notice).toHaveCount(0);
  await page.goto('/ru/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: t('ru', 'main.marketing.cookie.label') })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a signed-in owner opening a feature, contacts or questions goes to the projects, keeping the query', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/ru/features/crm');
  await expect(page).toHaveURL(/\/ru\/client\/projects$/);
  await page.goto('/en/contacts?from=ad');
  await expect(page).toHaveURL(/\/en\/client\/projects\?from=ad$/);
  await page.goto('/ka/questions');
  await expect(page).toHaveURL(/\/ka\/client\/projects$/);
  // The documents stay open to everyone.
  expect((await page.goto('/ru/about/privacy-policy'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('ru', 'main.marketing.legal.privacy-policy.title'),
  );
});

test('a visitor finds every public page and document in the footer', async ({ page }) => {
  await page.goto('/ru/questions');
  const footer = page.getByRole('navigation', { name: t('ru', 'main.marketing.footer.nav') });
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const slug of FEATURES) expect(hrefs).toContain(`/ru/features/${slug}`);
  for (const doc of DOCUMENTS) expect(hrefs).toContain(`/ru/about/${doc}`);
  for (const path of ['rates', 'questions', 'contacts']) expect(hrefs).toContain(`/ru/${path}`);
  await expect(page.getByRole('contentinfo')).toContainText(t('ru', 'main.marketing.footer.terms'));
});

test('the features menu works from the keyboard and the call to action opens the registration', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1300, height: 800 });
  await page.goto('/en/');
  const menu = page.getByRole('navigation', { name: t('en', 'main.nav.main') });
  const features = menu.getByText(t('en', 'main.marketing.nav.features'), { exact: true });
  await features.focus();
  await page.keyboard.press('Enter');
  const chats = menu.getByRole('link', { name: t('en', 'main.marketing.feature.chats.name') });
  await expect(chats).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chats).toBeHidden();
  await expect(features).toBeFocused();

  await page.keyboard.press('Enter');
  await chats.click();
  await expect(page).toHaveURL(/\/en\/features\/chats$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'main.marketing.feature.chats.heading'),
  );
  await page
    .getByRole('main')
    .getByRole('link', { name: t('en', 'main.marketing.cta.sign-up') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/features\/chats\?.*modal=modal-auth-login/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

// A phone's width: public-pages.spec.ts, on every page.
for (const width of [800, 1300]) {
  test(`at ${width} px the public pages fit the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const url of [
      '/ka/',
      '/ka/features/services-with-applications',
      '/ka/about/cookie',
      '/ka/contacts',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    // The header keeps the languages and the account links in view at every width.
    await expect(page.getByRole('link', { name: t('ka', 'main.nav.sign-up') })).toBeInViewport();
  });
}

test('on a phone the menu button unfolds the pages and the languages', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/ru/');
  await expect(page.getByRole('navigation', { name: t('ru', 'main.nav.main') })).toBeHidden();
  await page.getByLabel(t('ru', 'main.marketing.nav.menu')).click();
  const menu = page.getByRole('navigation', { name: t('ru', 'main.nav.main') });
  await menu.getByRole('link', { name: t('ru', 'main.marketing.feature.online-record.name') }).click();
  await expect(page).toHaveURL(/\/ru\/features\/online-record$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('ru', 'main.marketing.feature.online-record.heading'),
  );
  await expect(menu).toBeHidden();
});
