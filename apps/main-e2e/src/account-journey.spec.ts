import type { Page } from '@playwright/test';
import { e2eDataDir, expect, expectImageLoaded, linkFromOutbox, test, tinyPng } from '@donut/e2e';
import { t, type Locale } from './support/messages';

const PASSWORD = 'violet-harbour-47';
const NEW_PASSWORD = 'amber-lighthouse-93';
const unique = (locale: string) => `journey.${locale}.${Date.now().toString(36)}@mail.test`;

async function signIn(page: Page, locale: Locale, email: string, password: string) {
  await page.goto(`/${locale}/?modal=modal-auth-login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t(locale, 'main.auth.form.email'), { exact: true }).fill(email);
  await dialog.getByLabel(t(locale, 'main.auth.form.password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t(locale, 'main.auth.login.submit') }).click();
}

for (const locale of ['ru', 'en', 'ka'] as const) {
  test(`an owner's account from registration to deletion in ${locale}`, async ({ page }) => {
    test.setTimeout(90_000);
    const email = unique(locale);

    // Register from the header.
    await page.goto(`/${locale}/rates`);
    await page.getByRole('link', { name: t(locale, 'main.nav.sign-up') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t(locale, 'main.auth.form.email'), { exact: true }).fill(email);
    await dialog.getByLabel(t(locale, 'main.auth.form.password'), { exact: true }).fill(PASSWORD);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: t(locale, 'main.auth.register.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/client/projects$`));
    await expect(page.getByRole('heading', { name: t(locale, 'main.cabinet.confirm.title') })).toBeVisible();

    // Confirm from the mail in the same browser: the cabinet, still signed in (issue 13: it showed an empty login).
    const confirmLink = await linkFromOutbox(e2eDataDir('main'), email, 'confirm_email');
    await page.goto(confirmLink);
    await expect(page.getByText(t(locale, 'main.auth.confirm.done'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/client/projects$`));
    await expect(page.getByText(t(locale, 'main.cabinet.projects.empty'))).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The session lives on in the cookies, not only in the page: the server renders the cabinet again.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/${locale}/client/projects$`));
    await expect(page.getByText(t(locale, 'main.cabinet.projects.empty'))).toBeVisible();

    // Edit the profile with an avatar.
    await page.getByRole('link', { name: t(locale, 'main.profile.title') }).click();
    await page.getByLabel(t(locale, 'main.profile.basic.name'), { exact: true }).fill('Nino');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByRole('button', { name: t(locale, 'main.profile.basic.save') }).click();
    await expect(page.getByText(t(locale, 'main.profile.basic.saved'))).toBeVisible();
    // Loaded, not merely present: the upload's address and the page's CSP both derive from PUBLIC_DOMAIN.
    await expectImageLoaded(page.getByRole('img', { name: t(locale, 'main.profile.avatar.alt') }));
    await page.reload();
    await expect(page.getByLabel(t(locale, 'main.profile.basic.name'), { exact: true })).toHaveValue('Nino');

    // Change the password.
    await page.getByLabel(t(locale, 'main.profile.password.old'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t(locale, 'main.profile.password.new'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t(locale, 'main.profile.password.repeat'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t(locale, 'main.profile.password.change-submit') }).click();
    await expect(page.getByText(t(locale, 'main.profile.password.saved'))).toBeVisible();

    // Sign out, then in with the new password.
    await page.getByRole('button', { name: t(locale, 'main.cabinet.sign-out') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
    await signIn(page, locale, email, NEW_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/${locale}/client/projects$`));

    // Delete the account.
    await page.getByRole('link', { name: t(locale, 'main.profile.title') }).click();
    await page.getByRole('button', { name: t(locale, 'main.profile.delete.open') }).click();
    const confirmDialog = page.getByRole('dialog');
    await expect(confirmDialog.getByText(t(locale, 'main.profile.delete.warning'))).toBeVisible();
    await confirmDialog
      .getByLabel(t(locale, 'main.profile.delete.password'), { exact: true })
      .fill(NEW_PASSWORD);
    await confirmDialog.getByRole('button', { name: t(locale, 'main.profile.delete.confirm') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/$`));

    // Signing in now fails with the same words as any wrong password.
    await signIn(page, locale, email, NEW_PASSWORD);
    await expect(page.getByRole('dialog').getByText(t(locale, 'api.auth.invalid-credentials'))).toBeVisible();
  });
}

test('the cabinet sends a visitor to the login modal with the way back', async ({ page }) => {
  await page.goto('/en/client/profile?tab=1');
  await expect(page).toHaveURL(
    /\/en\/\?modal=modal-auth-login&redirect_to=%2Fen%2Fclient%2Fprofile%3Ftab%3D1$/,
  );
  await expect(page.getByRole('dialog')).toBeVisible();
});
