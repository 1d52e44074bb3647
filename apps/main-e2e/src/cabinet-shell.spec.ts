import type { BrowserContext, Page } from '@playwright/test';
import { apiClient, expect, test, waitForHydration } from '@donut/e2e';
import { t } from './support/messages';

const api = apiClient(4100);

/** A signed-in owner's browser: both refresh cookies, as the API sets them at sign-in. */
async function signIn(context: BrowserContext) {
  const email = `shell.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.test`;
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

const cabinetMenu = (page: Page) => page.getByRole('navigation', { name: t('ru', 'main.cabinet.menu') });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: t('ru', 'main.nav.main') });
const menuButton = (page: Page) => page.getByRole('button', { name: t('ru', 'main.cabinet.menu.open') });
const drawer = (page: Page) => page.getByRole('dialog', { name: t('ru', 'main.cabinet.menu.title') });

/** Nothing sticks out to the right: the page must not scroll sideways. Names the offenders when it does. */
async function expectNoSidewaysScroll(page: Page) {
  const offenders = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
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

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the cabinet menu hides behind the menu button; Escape closes the drawer and gives focus back', async ({
    page,
    context,
  }) => {
    await signIn(context);
    await page.goto('/ru/client/profile');
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'main.profile.title') })).toBeVisible();
    await expect(cabinetMenu(page)).toHaveCount(0);
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectNoSidewaysScroll(page);

    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const menu = drawer(page).getByRole('navigation', { name: t('ru', 'main.cabinet.menu') });
    for (const id of [
      'main.cabinet.projects.title',
      'main.cabinet.menu.integrations',
      'main.profile.title',
      'main.cabinet.menu.about',
    ]) {
      await expect(menu.getByRole('link', { name: t('ru', id) })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: t('ru', 'main.cabinet.menu.integrations') })).toHaveAttribute(
      'href',
      '/ru/client/connect',
    );
    await expect(menu.getByRole('link', { name: t('ru', 'main.cabinet.menu.about') })).toHaveAttribute(
      'href',
      '/ru/client/about',
    );
    await expect(menu.getByRole('button', { name: t('ru', 'main.cabinet.sign-out') })).toBeVisible();
    await expect(
      drawer(page)
        .getByRole('navigation', { name: t('ru', 'main.nav.main') })
        .getByRole('link', { name: t('ru', 'main.about.rates.title') }),
    ).toBeVisible();
    await expect(menu.getByRole('link', { name: t('ru', 'main.cabinet.projects.title') })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('a link in the drawer navigates and closes it', async ({ page, context }) => {
    await signIn(context);
    await page.goto('/ru/client/projects');
    await menuButton(page).click();
    await drawer(page)
      .getByRole('link', { name: t('ru', 'main.profile.title') })
      .click();
    await expect(page).toHaveURL(/\/ru\/client\/profile$/);
    await expect(drawer(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: t('ru', 'main.profile.title') })).toBeVisible();
  });
});

test.describe('in the Telegram container (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('white, expanded, confirming close, no swipes; its back button closes the menu, then goes back, and hides on the projects list', async ({
    page,
    context,
  }) => {
    await signIn(context);
    // Telegram's WebApp object is the boundary: a recording stand-in, installed before the app's scripts run.
    await page.addInitScript(() => {
      const calls: string[] = [];
      const handlers = new Set<() => void>();
      const record = (name: string) => (arg?: unknown) =>
        void calls.push(arg === undefined ? name : `${name}:${String(arg)}`);
      const webApp = {
        initData: 'query_id=AA&user=%7B%22id%22%3A1%7D&auth_date=1&hash=00',
        ready: record('ready'),
        expand: record('expand'),
        setBackgroundColor: record('setBackgroundColor'),
        setHeaderColor: record('setHeaderColor'),
        enableClosingConfirmation: record('enableClosingConfirmation'),
        disableVerticalSwipes: record('disableVerticalSwipes'),
        BackButton: {
          isVisible: false,
          show() {
            this.isVisible = true;
          },
          hide() {
            this.isVisible = false;
          },
          onClick: (handler: () => void) => void handlers.add(handler),
          offClick: (handler: () => void) => void handlers.delete(handler),
        },
      };
      Object.assign(window, {
        Telegram: { WebApp: webApp },
        telegramCalls: calls,
        pressTelegramBack: () => handlers.forEach((handler) => handler()),
      });
    });
    const backVisible = () =>
      page.evaluate(
        () =>
          (window as unknown as { Telegram: { WebApp: { BackButton: { isVisible: boolean } } } }).Telegram
            .WebApp.BackButton.isVisible,
      );
    const pressTelegramBack = () =>
      page.evaluate(() => (window as unknown as { pressTelegramBack: () => void }).pressTelegramBack());

    await page.goto('/ru/client/projects');
    await expect(
      page.getByRole('heading', { level: 1, name: t('ru', 'main.cabinet.projects.title') }),
    ).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { telegramCalls: string[] }).telegramCalls))
      .toEqual([
        'setBackgroundColor:#ffffff',
        'setHeaderColor:#ffffff',
        'expand',
        'enableClosingConfirmation',
        'disableVerticalSwipes',
        'ready',
      ]);
    expect(await backVisible()).toBe(false);

    await menuButton(page).click();
    await drawer(page)
      .getByRole('link', { name: t('ru', 'main.profile.title') })
      .click();
    await expect(page).toHaveURL(/\/ru\/client\/profile$/);
    await expect.poll(backVisible).toBe(true);

    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await pressTelegramBack();
    await expect(drawer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/ru\/client\/profile$/);

    await pressTelegramBack();
    await expect(page).toHaveURL(/\/ru\/client\/projects$/);
    await expect.poll(backVisible).toBe(false);
  });
});

for (const width of [800, 1366]) {
  test(`at ${width} px the cabinet menu is a sidebar and the main menu is hidden`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(context);
    await page.goto('/ru/client/profile');
    await expect(cabinetMenu(page)).toBeVisible();
    await expect(
      cabinetMenu(page).getByRole('link', { name: t('ru', 'main.profile.title') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeHidden();
    const sidebar = await cabinetMenu(page).boundingBox();
    const heading = await page
      .getByRole('heading', { level: 1, name: t('ru', 'main.profile.title') })
      .boundingBox();
    expect(sidebar && heading && sidebar.x + sidebar.width <= heading.x).toBe(true);
    await expectNoSidewaysScroll(page);
  });
}

test('unsaved profile changes: a menu link asks first; Stay keeps the typed value, Leave goes', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(context);
  await page.goto('/ru/client/profile');
  await waitForHydration(page);
  const surname = page.getByLabel(t('ru', 'main.profile.basic.surname'), { exact: true });
  await surname.fill('Беридзе');
  const projectsLink = cabinetMenu(page).getByRole('link', { name: t('ru', 'main.cabinet.projects.title') });

  await projectsLink.click();
  const warning = page.locator('#modal-update-warning');
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('heading', { name: t('ru', 'ui.update-warning.title') })).toBeVisible();
  await warning.getByRole('button', { name: t('ru', 'ui.update-warning.stay') }).click();
  await expect(warning).toHaveCount(0);
  await expect(page).toHaveURL(/\/ru\/client\/profile$/);
  await expect(surname).toHaveValue('Беридзе');
  await expect(projectsLink).toBeFocused();

  await projectsLink.click();
  await page
    .locator('#modal-update-warning')
    .getByRole('button', { name: t('ru', 'ui.update-warning.leave') })
    .click();
  await expect(page).toHaveURL(/\/ru\/client\/projects$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('ru', 'main.cabinet.projects.title') }),
  ).toBeVisible();
});
