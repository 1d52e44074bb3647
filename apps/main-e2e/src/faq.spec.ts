import type { Page } from '@playwright/test';
import { apiClient, e2eDataDir, expect, linkFromOutbox, rawGet, test } from '@donut/e2e';
import { t, type Locale } from './support/messages';

const api = apiClient(4100);

/** Per language: a word found in the articles (Georgian matches exact word forms only, ADR 0014) and a rated article. */
const cases: Record<'ru' | 'ka', { word: string; article: string }> = {
  ru: { word: 'Telegram', article: 'connecting-telegram' },
  ka: { word: 'პაროლი', article: 'resetting-your-password' },
};

/** Console errors and failed hydration, collected for the whole test. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function search(page: Page, locale: Locale, text: string) {
  await page.getByRole('searchbox', { name: t(locale, 'main.faq.search.label') }).fill(text);
  await page.getByRole('button', { name: t(locale, 'main.faq.search.submit'), exact: true }).press('Enter');
}

for (const [locale, { word, article }] of Object.entries(cases) as Array<[Locale, (typeof cases)['ru']]>) {
  test.describe(`knowledge base in ${locale}`, () => {
    test('the index is server-rendered with the popular articles and every category', async ({
      request,
      page,
    }) => {
      const response = await rawGet(request, `http://donut.test:4101/${locale}/faq`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<article class="faq-card"/g)).toHaveLength(8);
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain('<meta name="description"');

      const errors = watchErrors(page);
      await page.goto(`/${locale}/faq`);
      await expect(page).toHaveTitle(`${t(locale, 'main.faq.title')} | Donut`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'main.faq.index.heading'));
      const popular = page.getByRole('region', { name: t(locale, 'main.faq.popular.heading') });
      await expect(popular.getByRole('article')).toHaveCount(8);
      const categories = page.getByRole('region', { name: t(locale, 'main.faq.categories.heading') });
      await expect(categories.getByRole('heading', { level: 3 })).toHaveCount(8);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    test('a search finds articles with the matches marked; a nonsense search offers to clear it', async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      await page.goto(`/${locale}/faq`);
      await search(page, locale, word);
      await expect(page).toHaveURL(new RegExp(`/${locale}/faq/articles\\?q=`));
      const results = page.getByRole('article');
      await expect(results.first()).toBeVisible();
      await expect(results.first().locator('mark').first()).toBeVisible();

      // The results are in the server's HTML too (a shared link, a crawler).
      const html = await (await rawGet(request, page.url())).text();
      expect(html).toContain('<mark>');

      const nonsense = 'zzqxvj';
      await search(page, locale, nonsense);
      await expect(
        page.getByRole('heading', { name: t(locale, 'main.faq.empty.search', { query: nonsense }) }),
      ).toBeVisible();
      await page.getByRole('button', { name: t(locale, 'main.faq.empty.clear-search') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/faq/articles$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'main.faq.articles.title'));
      await expect(page.getByRole('article')).toHaveCount(10);
      await expect(page.getByRole('searchbox', { name: t(locale, 'main.faq.search.label') })).toHaveValue('');
      expect(errors).toEqual([]);
    });

    test('an article lists its sections; "yes" thanks the reader and the vote is kept', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`/${locale}/faq/articles/${article}`);
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) as string;
      const contents = page.getByRole('navigation', { name: t(locale, 'main.faq.article.contents') });
      const sections = contents.getByRole('link');
      expect(await sections.count()).toBeGreaterThan(1);
      const anchor = (await sections.first().getAttribute('href')) as string;
      await sections.first().click();
      await expect(page).toHaveURL(new RegExp(`${anchor}$`));
      await expect(page.locator(`h2${anchor}`)).toBeInViewport();

      // The rating needs the page's scripts: wait for them to have loaded and hydrated.
      await page.waitForLoadState('networkidle');
      const vote = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') &&
          response.request().postData()?.includes('RateFaqArticle') === true,
      );
      await page.getByRole('button', { name: t(locale, 'main.faq.rating.yes'), exact: true }).click();
      const answer = await vote;
      expect(await answer.json()).toEqual({ data: { rate_faq_article: true } });
      expect(answer.request().headers()['x-visitor-id']).toMatch(/^[0-9a-f-]{36}$/);
      await expect(
        page.getByRole('status').filter({ hasText: t(locale, 'main.faq.rating.thanks') }),
      ).toBeFocused();

      await page.reload();
      await expect(page.getByText(t(locale, 'main.faq.rating.thanks'))).toBeVisible();
      await expect(
        page.getByRole('button', { name: t(locale, 'main.faq.rating.yes'), exact: true }),
      ).toHaveCount(0);
      // Back to the article's category, where it is listed.
      await page
        .getByRole('link', { name: new RegExp(t(locale, 'main.faq.article.back', { category: '.+' })) })
        .click();
      await expect(page).toHaveURL(/\/faq\/categories\/[a-z-]+$/);
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('an article without content says it is in development', async ({ page }) => {
      await page.goto(`/${locale}/faq/articles/bot-builder`);
      await expect(
        page.getByText(t(locale, 'main.faq.article.in-development'), { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: t(locale, 'main.faq.rating.yes'), exact: true }),
      ).toHaveCount(0);
    });

    test('an unknown article or category answers 404', async ({ request, page }) => {
      for (const path of [
        `/${locale}/faq/articles/no-such-article`,
        `/${locale}/faq/categories/no-such-category`,
      ]) {
        const response = await rawGet(request, `http://donut.test:4101${path}`);
        expect(response.status(), path).toBe(404);
        // Issue 13: the 404 screen speaks the page's language, without English or the path.
        const html = await response.text();
        expect(html).toContain(t(locale, 'ui.error.404.title'));
        expect(html).toContain(t(locale, 'ui.error.404.description'));
        expect(html).not.toContain('Page Not Found');
      }
      const response = await page.goto(`/${locale}/faq/articles/no-such-article`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
    });
  });
}

test('the category filter narrows the list; an empty combination offers to reset the filters', async ({
  page,
}) => {
  await page.goto('/en/faq/articles');
  await expect(page.getByRole('article')).toHaveCount(10);
  await page.getByRole('button', { name: t('en', 'main.faq.list.show-more') }).click();
  await expect(page.getByRole('article')).toHaveCount(20);

  const filter = page.getByRole('navigation', { name: t('en', 'main.faq.articles.filter') });
  await filter.getByRole('link', { name: 'Plans and payments' }).click();
  await expect(page).toHaveURL(/category=billing/);
  await expect(page.getByRole('article')).toHaveCount(4);

  await search(page, 'en', 'telegram');
  await expect(page).toHaveURL(/\/en\/faq\/articles\?q=telegram$/);
  await filter.getByRole('link', { name: 'Plans and payments' }).click();
  await expect(page.getByRole('heading', { name: t('en', 'main.faq.empty.filters') })).toBeVisible();
  await page
    .getByRole('region', { name: t('en', 'main.faq.empty.filters') })
    .getByRole('button', { name: t('en', 'main.faq.empty.reset-filters') })
    .click();
  await expect(page).toHaveURL(/\/en\/faq\/articles\?q=telegram$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a signed-in owner reads the knowledge base too', async ({ page, context }) => {
  const email = `faq.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.test`;
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
  const response = await page.goto('/ru/faq/categories');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/ru\/faq\/categories$/);
  await expect(page.locator('.faq-categories').getByRole('heading', { level: 2 })).toHaveCount(8);
});
