import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { apiClient, expect, PHONE_VIEWPORT, signInOwner, test } from '@donut/e2e';

const api = apiClient(4200);
const crm = (domain: string, path: string) => `http://${domain}.donut.test:4202${path}`;

/** The names on the list's rows, in order. */
const rowNames = (page: Page) => page.locator('.crm-customer-row__name').allTextContents();

/** The history's lines, newest first. */
const historyLines = (page: Page) => page.locator('.crm-event__text').allTextContents();

async function addClient(page: Page, fields: { name: string; phone?: string; email?: string; tag?: string }) {
  await page.getByRole('button', { name: 'Add a client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(fields.name);
  if (fields.phone) await dialog.getByRole('textbox', { name: 'Phone' }).fill(fields.phone);
  if (fields.email) await dialog.getByRole('textbox', { name: 'E-mail' }).fill(fields.email);
  if (fields.tag) {
    await dialog.getByLabel('Tags', { exact: true }).fill(fields.tag);
    await dialog.getByLabel('Tags', { exact: true }).press('Enter');
  }
  await dialog.getByRole('button', { name: 'Add the client' }).click();
  return dialog;
}

async function save(page: Page, field: Locator, value: string) {
  await page.getByRole('button', { name: 'Edit' }).click();
  await field.fill(value);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
}

test('the owner keeps a client base: adds, finds, notes, discounts, edits, merges, exports and deletes clients', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const owner = await api.registerClient(`clients-owner.${run}@mail.test`);
  const domain = `jasmine-${run}`;
  await api.createProject(owner.access_token, 'Салон «Жасмин»', domain);
  await signInOwner(context, owner);
  await context.addCookies([{ name: 'donut-locale', value: 'en', domain: '.donut.test', path: '/' }]);

  // From the CRM's menu to an empty base.
  await page.goto(crm(domain, '/admin'));
  await page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await expect(page).toHaveURL(crm(domain, '/admin/customers'));
  await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();

  // Two clients by hand; the second has the first one's phone, which the API refuses under the field.
  await addClient(page, { name: 'Beridze Nino', phone: '+995 555 12 34 56', tag: 'VIP' });
  await expect(page.getByRole('heading', { level: 1, name: 'Beridze Nino' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/customers\/[\w-]+$/);
  const firstCard = page.url();
  await page.getByRole('link', { name: 'All clients' }).click();
  const second = await addClient(page, {
    name: 'Nino B.',
    phone: '+995555123456',
    email: 'nino.b@mail.test',
  });
  const phone = second.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toHaveAccessibleDescription(/This phone belongs to another client of the project\./);
  await phone.fill('+995 599 00 01 11');
  await second.getByRole('button', { name: 'Add the client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nino B.' })).toBeVisible();
  // A tag from the card's chips is saved as it is added.
  await page.getByLabel('Tags', { exact: true }).fill('кофе');
  await page.getByLabel('Tags', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: 'Remove the tag кофе' })).toBeVisible();
  await expect.poll(() => historyLines(page)).toContain("You changed the client's details");

  // Search, kept in the address through a reload.
  await page.getByRole('link', { name: 'All clients' }).click();
  await expect.poll(() => rowNames(page)).toEqual(['Nino B.', 'Beridze Nino']);
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('nino.b@');
  await expect.poll(() => rowNames(page)).toEqual(['Nino B.']);
  await expect(page).toHaveURL(/\?q=nino\.b%40$/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('nino.b@');
  await expect.poll(() => rowNames(page)).toEqual(['Nino B.']);
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('');
  await expect.poll(() => rowNames(page)).toEqual(['Nino B.', 'Beridze Nino']);

  // A tag filter in modal-filters, then an order in modal-sort.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.locator('#modal-filters');
  await filters.getByRole('combobox', { name: 'Tag' }).selectOption('VIP');
  await filters.getByRole('button', { name: 'Show clients' }).click();
  await expect.poll(() => rowNames(page)).toEqual(['Beridze Nino']);
  await expect(page).toHaveURL(/\?tag=VIP$/);
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await filters.getByRole('button', { name: 'Reset filters' }).click();
  await expect.poll(() => rowNames(page)).toEqual(['Nino B.', 'Beridze Nino']);
  await page.getByRole('button', { name: 'Sort: Newest first' }).click();
  const sort = page.locator('#modal-sort');
  await sort.getByRole('radio', { name: 'By name' }).check();
  await sort.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => rowNames(page)).toEqual(['Beridze Nino', 'Nino B.']);
  await expect(page).toHaveURL(/\?sort=name$/);

  // The card: a note, a 10% discount, an edit, and the question before leaving an edit not saved.
  await page.getByRole('link', { name: 'Beridze Nino' }).click();
  await expect(page).toHaveURL(firstCard);
  await page.getByRole('textbox', { name: 'Note' }).fill('Prefers mornings, allergic to latex');
  await page.getByRole('button', { name: 'Add a note' }).click();
  await expect
    .poll(() => historyLines(page))
    .toEqual(['Prefers mornings, allergic to latex', 'Added by hand']);
  await save(page, page.getByRole('spinbutton', { name: 'Personal discount, %' }), '10');
  await expect.poll(async () => (await historyLines(page))[0]).toBe('Personal discount changed: 0% → 10%');
  await save(page, page.getByRole('textbox', { name: 'Name' }), 'Nino Beridze');
  await expect(page.getByRole('heading', { level: 1, name: 'Nino Beridze' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('nino@mail.test');
  await page.getByRole('link', { name: 'All clients' }).click();
  const leave = page.locator('#modal-update-warning');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(firstCard);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Merge: the other record's e-mail and tag come over, the larger discount stays, and the card shows the result.
  await page.getByRole('button', { name: 'Merge with another client…' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge Nino Beridze with another client' });
  await merge.getByRole('searchbox', { name: 'Find the other record' }).fill('599');
  await merge.getByRole('radio', { name: /Nino B\./ }).check();
  const summary = merge.locator('.crm-merge__summary');
  await expect(summary).toContainText('nino.b@mail.test');
  await expect(summary).toContainText('+995555123456');
  await expect(summary).toContainText('VIP, кофе');
  await expect(summary).toContainText('10%');
  await merge.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText('The records are merged.')).toBeVisible();
  await expect(page).toHaveURL(firstCard);
  await expect(page.getByRole('link', { name: 'nino.b@mail.test' })).toBeVisible();
  await expect.poll(async () => (await historyLines(page))[0]).toBe('Merged with the record Nino B.');

  // The export: the list's clients as a CSV file named after the project and the day.
  await page.getByRole('link', { name: 'All clients' }).click();
  await expect.poll(() => rowNames(page)).toEqual(['Nino Beridze']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^customers-${domain}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const rows = csv.slice(1).trim().split('\r\n');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toBe('Name,Phone,E-mail,Telegram,Language,Source,"Discount, %",Tags,Added,Last visit');
  expect(rows[1]).toMatch(
    /^Nino Beridze,'\+995555123456,nino\.b@mail\.test,,\w\w,Added by hand,10,"VIP, кофе",/,
  );

  // A phone's width: the list is a column of cards that fits the screen.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.reload();
  const card = page.locator('.crm-customer-row').first();
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE_VIEWPORT.width).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_VIEWPORT.width,
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  // Deleting asks first (modal-delete-warning), then the base is empty again.
  await page.getByRole('link', { name: 'Nino Beridze' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const warning = page.locator('#modal-delete-warning');
  await expect(warning).toContainText('Delete the client Nino Beridze?');
  await warning.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(crm(domain, '/admin/customers'));
  await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
});
