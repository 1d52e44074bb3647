import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '@donut/e2e';
import { t, type Locale } from './support/messages';
import { DOCUMENTS, FIXED_PUBLIC_PAGES, firstLinkUnder } from './support/public-pages';

const LOCALES: Locale[] = ['ru', 'en', 'ka'];
/** WCAG 2.1 A and AA: the level issue 4 asks for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The letters a title in each language shows: a Russian or Georgian title untranslated from English would lack them. */
const SCRIPT: Record<Locale, RegExp> = { ru: /[а-яё]/i, en: /^[^а-яёა-ჰ]+$/i, ka: /[ა-ჰ]/ };

/** Console errors and uncaught exceptions, collected into `errors` until the test ends. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The serious and critical WCAG A/AA violations on the page, one readable line each (rule, help, elements). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 6)
        .join(' | ');
      return `${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl}) at ${targets}`;
    });
}

test('the cookie notice, shown over a page, has no serious accessibility violation', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/en/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: t('en', 'main.marketing.cookie.label') })).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
  expect(errors).toEqual([]);
});

test('every public page in every language answers with a localized title, no console error and a clean axe run', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  // The notice is checked once above; accepted here so it is not part of every page's result.
  await context.addCookies([
    { name: 'donut-cookie-consent', value: 'accepted', domain: 'donut.test', path: '/' },
  ]);
  const errors = collectErrors(page);
  const problems: string[] = [];

  const visit = async (url: string, locale: Locale) => {
    const errorsBefore = errors.length;
    const response = await page.goto(url);
    if (response?.status() !== 200) problems.push(`${url}: status ${response?.status()}`);
    await waitForHydration(page);
    const title = await page.title();
    const name = title.replace(/ \| Donut$/, '');
    if (name === title || !name.trim() || !SCRIPT[locale].test(name))
      problems.push(`${url}: title "${title}" is not localized`);
    for (const violation of await seriousViolations(page)) problems.push(`${url}: ${violation}`);
    for (const error of errors.slice(errorsBefore)) problems.push(`${url}: console error ${error}`);
  };

  for (const locale of LOCALES) {
    for (const path of FIXED_PUBLIC_PAGES) await visit(`/${locale}/${path}`, locale);
    // The pages behind a slug: the first category and article the lists link to (the crawl ends on the categories).
    const category = await firstLinkUnder(page, `/${locale}/faq/categories/`);
    await visit(category, locale);
    const article = await firstLinkUnder(page, `/${locale}/faq/articles/`);
    await visit(article, locale);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the open menus, a form with errors, search results and a vote have no serious accessibility violation', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.addCookies([
    { name: 'donut-cookie-consent', value: 'accepted', domain: 'donut.test', path: '/' },
  ]);
  const errors = collectErrors(page);
  const problems: string[] = [];
  const check = async (state: string) => {
    for (const violation of await seriousViolations(page)) problems.push(`${state}: ${violation}`);
  };

  // Content in a closed <details> is hidden, so the crawl above never checks the menus' panels.
  await page.setViewportSize({ width: 1300, height: 800 });
  await page.goto('/en/');
  await waitForHydration(page);
  const menu = page.getByRole('navigation', { name: t('en', 'main.nav.main') });
  await menu.getByText(t('en', 'main.marketing.nav.features'), { exact: true }).click();
  await expect(menu.getByRole('link', { name: t('en', 'main.marketing.feature.chats.name') })).toBeVisible();
  await check('/en/ with the features menu open');

  await page.goto('/ka/contacts');
  await waitForHydration(page);
  await page.getByRole('button', { name: t('ka', 'main.about.contacts.form.submit') }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await check('/ka/contacts with the form errors shown');

  await page.goto('/ru/faq/articles?q=Telegram');
  await waitForHydration(page);
  await expect(page.locator('.faq-card mark').first()).toBeVisible();
  await check('/ru/faq/articles?q=Telegram');
  await page.goto('/en/faq/articles?q=zzqxv');
  await waitForHydration(page);
  await check('/en/faq/articles with nothing found');

  await page.goto('/en/faq/articles/connecting-telegram');
  await waitForHydration(page);
  await page.getByRole('button', { name: t('en', 'main.faq.rating.yes'), exact: true }).click();
  await expect(page.locator('.faq-rating__thanks')).toBeFocused();
  await check('/en/faq/articles/connecting-telegram after a vote');

  // A phone: the site menu with every page and the languages.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/rates`);
    await waitForHydration(page);
    await check(`/${locale}/rates on a phone`);
    await page.getByLabel(t(locale, 'main.marketing.nav.menu')).click();
    await expect(page.getByRole('navigation', { name: t(locale, 'main.nav.main') })).toBeVisible();
    await check(`/${locale}/rates on a phone with the menu open`);
    // The documents' tables scroll sideways only on a phone, where they must be scrollable from the keyboard.
    for (const doc of DOCUMENTS) {
      await page.goto(`/${locale}/about/${doc}`);
      await waitForHydration(page);
      await check(`/${locale}/about/${doc} on a phone`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
  expect(errors).toEqual([]);
});
