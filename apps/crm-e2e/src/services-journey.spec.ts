import type { Page } from '@playwright/test';
import { apiClient, expect, PHONE_VIEWPORT, signInOwner, test } from '@donut/e2e';

const api = apiClient(4200);
const crm = (domain: string, path: string) => `http://${domain}.donut.test:4202${path}`;

/** The names on the list's rows, in order. */
const rowNames = (page: Page) => page.locator('.crm-catalogue-row__name').allTextContents();
const row = (page: Page, name: string) => page.locator('.crm-catalogue-row', { hasText: name });

async function addCategory(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add a category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name }),
  ).toBeVisible();
}

test('the owner keeps a service catalogue: categories, a discounted service, its order, hiding and a category deleted with its services moved', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const owner = await api.registerClient(`services-owner.${run}@mail.test`);
  const domain = `barber-${run}`;
  await api.createProject(owner.access_token, 'Barber Levan', domain);
  await signInOwner(context, owner);
  await context.addCookies([{ name: 'donut-locale', value: 'en', domain: '.donut.test', path: '/' }]);

  // From the CRM's menu to the starter services, now ordinary services of the catalogue.
  await page.goto(crm(domain, '/admin'));
  await page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: 'Services', exact: true })
    .click();
  await expect(page).toHaveURL(crm(domain, '/admin/services'));
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect.poll(async () => (await rowNames(page)).length).toBeGreaterThanOrEqual(4);
  const starter = await rowNames(page);

  // Two categories; the first is opened by its link, which puts spec §2's `category` key in the address.
  await addCategory(page, 'Beards');
  await addCategory(page, 'Hair');
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /Beards/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/services\?category=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Beards' })).toBeVisible();

  // A service with a discount and a length: a discount above the price is refused with the spec §5 text.
  await page.getByRole('link', { name: 'Add a service' }).click();
  await expect(page).toHaveURL(/\/admin\/services\/new\?category=[\w-]+$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(/[\w-]{36}/);
  await page.getByRole('textbox', { name: 'Name' }).first().fill('Royal shave');
  await page.getByRole('textbox', { name: 'Regular price' }).fill('40');
  const discount = page.getByRole('textbox', { name: 'Discount price' });
  await discount.fill('45');
  await page.getByRole('textbox', { name: 'Hours' }).fill('1');
  await page.getByRole('textbox', { name: 'Minutes' }).fill('15');
  await page.getByRole('button', { name: 'Add the service' }).click();
  await expect(discount).toHaveAccessibleDescription(
    /The discount price cannot be higher than the regular price/,
  );
  await discount.fill('34.50');
  await page.getByRole('button', { name: 'Add the service' }).click();
  await expect(page).toHaveURL(crm(domain, '/admin/services'));
  await expect(row(page, 'Royal shave')).toContainText('Beards · 1 hour 15 minutes');
  await expect(row(page, 'Royal shave').locator('del')).toHaveText('40');
  await expect.poll(() => rowNames(page)).toEqual([...starter, 'Royal shave']);

  // Reordered with its button, then from the keyboard; the order stays through a reload.
  await page.getByRole('button', { name: 'Move Royal shave up' }).click();
  await expect(page.getByText(`Royal shave is now in place ${starter.length}`)).toBeAttached();
  await expect
    .poll(() => rowNames(page))
    .toEqual([...starter.slice(0, -1), 'Royal shave', ...starter.slice(-1)]);
  const up = page.getByRole('button', { name: 'Move Royal shave up' });
  await expect(up).toBeFocused();
  await up.press('Alt+ArrowUp');
  await expect(page.getByText(`Royal shave is now in place ${starter.length - 1}`)).toBeAttached();
  const expected = [...starter.slice(0, -2), 'Royal shave', ...starter.slice(-2)];
  await expect.poll(() => rowNames(page)).toEqual(expected);
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual(expected);

  // Hidden from the site with the bulk action; the filter (modal-filters) finds it among the hidden.
  await page.getByRole('checkbox', { name: 'Select Royal shave' }).check();
  await page.getByRole('button', { name: 'Hide on the site' }).click();
  await expect(page.getByText('1 service is hidden now')).toBeAttached();
  await expect(row(page, 'Royal shave')).toContainText('Hidden');
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toHaveAttribute('id', 'modal-filters');
  await filters.getByRole('radio', { name: 'Hidden services only' }).check();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => rowNames(page)).toEqual(['Royal shave']);
  await expect(page).toHaveURL(/visible=hidden/);

  // Deleting the category asks where its service goes (modal-delete-warning): to Hair.
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /Beards/ })
    .click();
  await page.getByRole('button', { name: 'Delete the category' }).click();
  const warning = page.getByRole('dialog', { name: 'Delete the category “Beards”?' });
  await expect(warning).toHaveAttribute('id', 'modal-delete-warning');
  await expect(warning).toContainText('Its 1 service stays: choose where it goes.');
  await warning.getByRole('combobox', { name: 'Move the services to' }).selectOption({ label: 'Hair' });
  await warning.getByRole('button', { name: 'Delete the category' }).click();
  await expect(warning).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /Beards/ }),
  ).toHaveCount(0);
  await expect(row(page, 'Royal shave')).toContainText('Hair · 1 hour 15 minutes');

  // The list fits a phone.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(crm(domain, '/admin/services'));
  await expect(row(page, 'Royal shave')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_VIEWPORT.width,
  );
});
