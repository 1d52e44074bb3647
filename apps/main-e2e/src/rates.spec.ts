import { expect, rawGet, test } from '@donut/e2e';
import { t } from './support/messages';
import { mailToSupport } from './support/support-mail';

const plans = {
  ru: { title: 'Тарифы и цены | Donut', first: 'Старт', last: 'Корпоративный', onRequest: 'Цена по запросу' },
  en: {
    title: 'Plans and prices | Donut',
    first: 'Start',
    last: 'Enterprise',
    onRequest: 'Price on request',
  },
  ka: {
    title: 'ტარიფები და ფასები | Donut',
    first: 'სტარტი',
    last: 'კორპორატიული',
    onRequest: 'ფასი მოთხოვნით',
  },
} as const;

for (const [locale, expected] of Object.entries(plans)) {
  test.describe(`rates in ${locale}`, () => {
    test('the server sends all seven plans in the HTML', async ({ request }) => {
      const response = await rawGet(request, `http://donut.test:4101/${locale}/rates`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<article class="rate-card"/g)).toHaveLength(7);
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`>${expected.first}</h2>`);
      expect(html).toContain(`>${expected.last}</h2>`);
      expect(html).toContain('window.__APOLLO_STATE__=');
    });

    test('the page hydrates from the server cache without errors', async ({ page }) => {
      const errors: string[] = [];
      const graphqlCalls: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => request.url().endsWith('/graphql') && graphqlCalls.push(request.url()));
      await page.goto(`/${locale}/rates`);
      await expect(page).toHaveTitle(expected.title);
      // The plans' names head their cards; the questions and the form below have headings of their own.
      const headings = page.getByRole('article').getByRole('heading', { level: 2 });
      await expect(headings).toHaveCount(7);
      await expect(headings.first()).toHaveText(expected.first);
      await expect(headings.last()).toHaveText(expected.last);
      await expect(page.getByText(expected.onRequest, { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      // The restored Apollo cache answers the first render: no request to the API from the browser.
      expect(graphqlCalls).toEqual([]);
    });
  });
}

test('switching the language keeps the page and remembers the choice', async ({ page, context }) => {
  await page.goto('/ru/rates');
  await page.getByRole('navigation', { name: 'Язык сайта' }).getByRole('link', { name: 'ქართული' }).click();
  await expect(page).toHaveURL(/\/ka\/rates$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('სტარტი');
  const cookie = (await context.cookies()).find((c) => c.name === 'donut-locale');
  expect(cookie).toMatchObject({ value: 'ka', domain: '.donut.test', path: '/' });
  // An unprefixed path now resolves to the remembered language.
  await page.goto('/rates');
  await expect(page).toHaveURL(/\/ka\/rates$/);
});

test('under the plans a visitor reads the popular questions and asks one of their own (spec §2, issue 13)', async ({
  page,
}) => {
  await page.goto('/ka/rates');
  const questions = page.getByRole('region', { name: t('ka', 'main.marketing.plan-questions.title') });
  await expect(questions.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expect(
    questions.getByRole('heading', { level: 3, name: t('ka', 'main.marketing.questions.plan-change.q') }),
  ).toBeVisible();
  await expect(questions).toContainText(t('ka', 'main.marketing.questions.enterprise.a'));

  // The cabinet's form, with its checks: nothing leaves the page until every field is right.
  const form = page.getByRole('region', { name: t('ka', 'main.about.contacts.form.title') });
  const field = (id: string) => form.getByLabel(t('ka', `main.about.contacts.form.${id}`), { exact: true });
  const submit = form.getByRole('button', { name: t('ka', 'main.about.contacts.form.submit') });
  await submit.click();
  await expect(field('question')).toHaveAttribute('aria-invalid', 'true');

  const marker = `e2e-${Math.random().toString(36).slice(2, 10)}`;
  const email = `rates.${marker}@mail.test`;
  await field('name').fill('ნინო ბერიძე');
  await field('email').fill(email);
  await field('phone').fill('+995 555 12 34 56');
  await field('question').fill(`რა ღირს „კორპორატიული“ სამი სალონისთვის? ${marker}`);
  await submit.click();
  await expect(page.getByText(t('ka', 'main.about.contacts.form.sent'))).toBeVisible();
  await expect(field('question')).toHaveValue('');

  const sent = await mailToSupport(marker);
  expect(sent).toMatch(new RegExp(`^Reply-To: .*<${email.replace(/\./g, '\\.')}>`, 'm'));
  expect(sent).toContain('რა ღირს „კორპორატიული“ სამი სალონისთვის?');
});
