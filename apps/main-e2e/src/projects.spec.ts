import { apiClient, e2eDataDir, expect, linkFromOutbox, test } from '@donut/e2e';
import { t } from './support/messages';

const api = apiClient(4100);

test('a confirmed owner creates a project from the cabinet and copies its link', async ({
  page,
  context,
}) => {
  const email = `projects.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.test`;
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
  // Plain http has no Clipboard API: the page falls back to a selection copy, whose text we record.
  await page.addInitScript(() => {
    document.addEventListener('copy', (event) => {
      (window as unknown as { copied: string }).copied = (event.target as HTMLTextAreaElement).value;
    });
  });

  await page.goto('/ru/client/projects');
  await expect(page.getByRole('heading', { name: t('ru', 'main.projects.empty.title') })).toBeVisible();
  await page.getByRole('button', { name: t('ru', 'main.projects.add') }).click();
  const dialog = page.getByRole('dialog');
  const name = `Барбершоп Борода ${Math.random().toString(36).slice(2, 6)}`;
  await dialog.getByLabel(t('ru', 'main.projects.create.name'), { exact: true }).fill(name);
  const address = dialog.getByLabel(t('ru', 'main.projects.create.domain'), { exact: true });
  await expect(address).toHaveValue(/^barbershop-boroda-[a-z\d]{4}$/);
  const domain = await address.inputValue();
  await dialog.getByLabel(t('ru', 'main.projects.create.services'), { exact: true }).uncheck();
  await dialog.getByRole('button', { name: t('ru', 'main.projects.create.submit') }).click();

  await expect(page.getByText(t('ru', 'main.projects.toast.created', { name }))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(domain, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: t('ru', 'main.projects.card.open-crm') })).toHaveAttribute(
    'href',
    // The CRM's /admin has no prefix: the link names the cabinet's language for it (issue 13).
    `http://${domain}.donut.test:3002/ru/admin`,
  );

  await page.getByRole('button', { name: t('ru', 'main.projects.card.copy') }).click();
  await expect(page.getByText(t('ru', 'main.projects.card.copied'))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(
    `http://${domain}.donut.test:3003/ru/`,
  );
  await expect(page.getByText(t('ru', 'main.projects.card.copied'))).toHaveCount(0, { timeout: 3000 });
});

test('the header tells about the confirmed e-mail and the new project, and marks all read', async ({
  page,
  context,
}) => {
  const email = `bell.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@mail.test`;
  const owner = await api.registerClient(email);
  const link = await linkFromOutbox(e2eDataDir('main'), email, 'confirm_email');
  await api.confirmEmail(new URL(link).searchParams.get('confirm_email') as string);
  const domain = `bell-${Math.random().toString(36).slice(2, 8)}`;
  await api.createProject(owner.access_token, 'Bell Salon', domain);
  await context.addCookies([
    {
      name: 'donut-refresh-token-crm',
      value: owner.refresh_token,
      domain: '.donut.test',
      path: '/',
      httpOnly: true,
    },
  ]);

  await page.goto('/ru/client/projects');
  const bell = page.getByRole('button', { name: 'Уведомления, 2 непрочитанных' });
  await bell.click();
  const panel = page.getByRole('dialog', { name: t('ru', 'main.notifications.panel.title') });
  await expect(
    panel.getByText(t('ru', 'api.notification.project-created.title', { name: 'Bell Salon' })),
  ).toBeVisible();
  await expect(panel.getByText(t('ru', 'api.notification.email-confirmed.title'))).toBeVisible();
  await expect(
    panel.getByRole('link', { name: t('ru', 'api.notification.project-created.button') }),
  ).toHaveAttribute('href', `http://${domain}.donut.test:3002/ru/admin`);
  await panel.getByRole('button', { name: t('ru', 'main.notifications.panel.mark-all') }).click();
  await expect(
    page.getByRole('button', { name: t('ru', 'main.notifications.panel.title'), exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(
    page.getByRole('button', { name: t('ru', 'main.notifications.panel.title'), exact: true }),
  ).toBeVisible();
});
