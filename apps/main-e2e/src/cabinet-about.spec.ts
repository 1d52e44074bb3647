import { apiClient, e2eDataDir, expect, linkFromOutbox, test } from '@donut/e2e';
import { t } from './support/messages';
import { mailToSupport } from './support/support-mail';

const api = apiClient(4100);

test('a signed-in owner reads the About pages and asks support a question', async ({ page, context }) => {
  const email = `about.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.test`;
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

  const pages = [
    ['/ru/client/about', 'main.about.title'],
    ['/ru/client/about/questions', 'main.about.questions.title'],
    ['/ru/client/about/rates', 'main.about.rates.title'],
    ['/ru/client/about/contacts', 'main.about.contacts.title'],
  ] as const;
  for (const [url, title] of pages) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page).toHaveTitle(`${t('ru', title)} | Donut`);
    await expect(page.getByRole('heading', { level: 1, name: t('ru', title) })).toBeVisible();
  }

  // The rates page compares the plans; the yearly switch changes the prices.
  await page.goto('/ru/client/about/rates');
  const table = page.getByRole('table', { name: t('ru', 'main.about.rates.caption') });
  await expect(table.getByRole('columnheader', { name: 'Старт' })).toBeVisible();
  await page.getByRole('radio', { name: t('ru', 'main.about.rates.cycle.yearly') }).check();
  await expect(table.getByText('выгода 17%').first()).toBeVisible();

  // The questions page numbers at least ten questions.
  await page.goto('/ru/client/about/questions');
  expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThanOrEqual(10);

  // From the section's start to the contacts page by its link.
  await page.goto('/ru/client/about');
  await page.getByRole('link', { name: t('ru', 'main.about.more.contacts') }).click();
  await expect(page).toHaveURL(/\/ru\/client\/about\/contacts$/);

  // Bad input is refused field by field; nothing is sent.
  const name = page.getByLabel(t('ru', 'main.about.contacts.form.name'), { exact: true });
  const mail = page.getByLabel(t('ru', 'main.about.contacts.form.email'), { exact: true });
  const phone = page.getByLabel(t('ru', 'main.about.contacts.form.phone'), { exact: true });
  const question = page.getByLabel(t('ru', 'main.about.contacts.form.question'), { exact: true });
  await expect(mail).toHaveValue(email);
  await name.fill('');
  await mail.fill('owner@mail');
  await phone.fill('позвоните мне');
  // From the keyboard: leaving the phone field shows its error and moves the button under a pointer.
  const submit = page.getByRole('button', { name: t('ru', 'main.about.contacts.form.submit') });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('ru', 'validation.email'))).toBeVisible();
  await expect(page.getByText(t('ru', 'validation.phone'))).toBeVisible();
  await expect(page.getByText(t('ru', 'validation.required'))).toHaveCount(2);
  await expect(question).toHaveAttribute('aria-invalid', 'true');

  // Good input, sent from the keyboard: the success notice, and the question in the support mailbox.
  const marker = `e2e-${Math.random().toString(36).slice(2, 10)}`;
  await name.fill('Нино Беридзе');
  await mail.fill(email);
  await phone.fill('+995 555 12 34 56');
  await question.fill(`Можно ли оплатить год сразу? ${marker}`);
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('ru', 'main.about.contacts.form.sent'))).toBeVisible();
  await expect(question).toHaveValue('');

  const sent = await mailToSupport(marker);
  expect(sent).toMatch(new RegExp(`^Reply-To: .*<${email.replace(/\./g, '\\.')}>`, 'm'));
  expect(sent).toContain('Можно ли оплатить год сразу?');
  expect(sent).toContain('+995 555 12 34 56');
});
