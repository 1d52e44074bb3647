import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  apiClient,
  expect,
  type OwnerTokens,
  PHONE_VIEWPORT,
  pageSweepProblems,
  signInOwner,
  test,
} from '@donut/e2e';
import { t, type Locale } from './support/messages';

/**
 * Issue 13's sweep of the CRM: every page on a phone, in Russian and Georgian, fits the screen and speaks its
 * language; the menu opens from its button with sign-out and the languages on screen. The paywall is swept in
 * paywall.spec.ts, which ends a trial.
 */
const api = apiClient(4200);
const LOCALES: Locale[] = ['ru', 'ka'];
const crm = (domain: string, path: string) => `http://${domain}.donut.test:4202${path}`;

test.use({ viewport: PHONE_VIEWPORT });

/** The CRM's pages, its home under the locale and its two kinds of 404. */
const pagesOf = (locale: Locale) => [
  '/admin',
  '/admin/settings',
  '/admin/site',
  '/admin/bot',
  '/admin/customers',
  '/admin/services',
  '/admin/services/new',
  '/admin/products',
  '/admin/products/new',
  '/admin/applications',
  '/admin/orders',
  '/admin/shop-settings',
  `/${locale}/`,
  '/admin/no-such-section',
  `/${locale}/no-such-page`,
];

/** Signs the browser in as the owner, speaking `locale` (the cookie on the parent domain). */
async function signInAs(context: BrowserContext, owner: OwnerTokens, locale: Locale) {
  await context.clearCookies();
  await signInOwner(context, owner);
  await context.addCookies([{ name: 'donut-locale', value: locale, domain: '.donut.test', path: '/' }]);
}

/** A problem naming `what` unless its box lies wholly inside the viewport (not off-screen, not cut off). */
async function offScreenProblem(page: Page, what: string, locator: Locator): Promise<string | null> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize() ?? PHONE_VIEWPORT;
  const isInside =
    !!box &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height;
  return isInside ? null : `${what}: outside the ${viewport.width} px viewport (${JSON.stringify(box)})`;
}

test('every CRM page fits a phone and speaks Russian or Georgian; the menu holds sign-out and the languages', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const owner = await api.registerClient(`crm-sweep.${run}@mail.test`);
  const stranger = await api.registerClient(`crm-sweep-stranger.${run}@mail.test`);
  const domain = `salon-${run}`;
  await api.createProject(owner.access_token, 'Салон Жасмин', domain);
  const problems: string[] = [];
  const check = async (name: string, locale: Locale) =>
    problems.push(...(await pageSweepProblems(page, `${name} (${locale})`, locale)));

  for (const [index, locale] of LOCALES.entries()) {
    await signInAs(context, owner, locale);
    // Each page in one of the two languages, in turn: a page costs a load and a sweep on a busy machine, so the suite
    // sweeps each once and both languages across them; every text's presence in both is the catalogs' parity check.
    for (const path of pagesOf(locale).filter((_, position) => position % LOCALES.length === index)) {
      await page.goto(crm(domain, path));
      await check(path, locale);
    }

    // The menu: closed, its items are out of the way; open, they are all on screen.
    for (const path of ['/admin', '/admin/settings']) {
      await page.goto(crm(domain, path));
      const button = page.getByRole('button', { name: t(locale, 'crm.nav.menu'), exact: true });
      const signOut = page.getByRole('button', { name: t(locale, 'crm.nav.sign-out'), exact: true });
      const languages = page.getByRole('navigation', { name: t(locale, 'ui.language-switcher.label') });
      await expect(signOut).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: t(locale, 'crm.nav.overview') })).toBeFocused();
      await expect(signOut).toBeVisible();
      for (const [what, locator] of [
        ['sign-out', signOut],
        ['the language switcher', languages],
        ['the settings link', page.getByRole('link', { name: t(locale, 'crm.settings.title') })],
      ] as const) {
        const offScreen = await offScreenProblem(page, `${path} (${locale}), menu open: ${what}`, locator);
        if (offScreen) problems.push(offScreen);
      }
      await check(`${path}, menu open`, locale);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    }

    // Someone else's project: the 403 screen.
    await signInAs(context, stranger, locale);
    const response = await page.goto(crm(domain, '/admin'));
    expect(response?.status()).toBe(403);
    await check('/admin, another owner (403)', locale);
    // Its menu has no project to show, but the way to the main site and the languages.
    await page.getByRole('button', { name: t(locale, 'crm.nav.menu'), exact: true }).click();
    const languages = page.getByRole('navigation', { name: t(locale, 'ui.language-switcher.label') });
    const offScreen = await offScreenProblem(
      page,
      `/admin (403, ${locale}), menu open: the languages`,
      languages,
    );
    if (offScreen) problems.push(offScreen);
    await check('/admin, another owner (403), menu open', locale);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
