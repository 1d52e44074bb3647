import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiClient, expect, PHONE_VIEWPORT, signInOwner, test } from '@donut/e2e';

const API = 'http://127.0.0.1:4200';
const api = apiClient(4200);
const crm = (domain: string, path: string) => `http://${domain}.donut.test:4202${path}`;

/** An operation of the contract with its fragments, as the apps send it (the API accepts only those). */
const operation = (...files: string[]) =>
  files
    .map((file) =>
      readFileSync(path.resolve(__dirname, '../../../libs/graphql/src/operations', file), 'utf8'),
    )
    .join('\n');

const SERVICE_LIST = operation('services/GetServiceList.graphql', 'services/ServiceFields.graphql');
const SERVICE = operation(
  'services/GetService.graphql',
  'services/ServiceEditorFields.graphql',
  'services/ServiceFields.graphql',
);
const SUBMIT_APPLICATION = operation('applications/SubmitApplication.graphql');

interface SavedService {
  id: string;
  form: { version: number; fields: Array<{ id: string; kind: string }> };
}

/** The owner's GraphQL as the CRM sends it. */
async function ownerQuery<T>(accessToken: string, operationName: string, query: string, variables: object) {
  const response = await fetch(`${API}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ operationName, query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The owner's service named `name`, with its form, as the CRM's editor reads it. */
async function serviceNamed(accessToken: string, projectId: string, name: string): Promise<SavedService> {
  const list = await ownerQuery<{ service_list: { list: Array<{ id: string }> } }>(
    accessToken,
    'GetServiceList',
    SERVICE_LIST,
    { project_id: projectId, search: name },
  );
  const { service } = await ownerQuery<{ service: SavedService }>(accessToken, 'GetService', SERVICE, {
    project_id: projectId,
    id: list.service_list.list[0].id,
  });
  return service;
}

/** A visitor's application sent as the site sends it: GraphQL multipart with the files (spec of graphql-multipart). */
async function submitApplication(
  domain: string,
  service: SavedService,
  input: Record<string, unknown>,
  files: Array<{ name: string; type: string; bytes: Buffer }> = [],
) {
  const body = new FormData();
  body.set(
    'operations',
    JSON.stringify({
      operationName: 'SubmitApplication',
      query: SUBMIT_APPLICATION,
      variables: {
        domain,
        service_id: service.id,
        form_version: service.form.version,
        input,
        files: files.map(() => null),
        idempotency_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      },
    }),
  );
  body.set(
    'map',
    JSON.stringify(Object.fromEntries(files.map((_, index) => [index, [`variables.files.${index}`]]))),
  );
  files.forEach((file, index) =>
    body.set(String(index), new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name),
  );
  const response = await fetch(`${API}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', 'accept-language': 'en' },
    body,
  });
  const json = (await response.json()) as {
    data?: { submit_application: { number: number } };
    errors?: unknown;
  };
  if (!json.data) throw new Error(`SubmitApplication failed: ${JSON.stringify(json.errors)}`);
  return json.data.submit_application;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Project sections' });

test('the owner asks for files and a question on a service, then works through the applications sent: inbox, download, note, statuses and the client’s card', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const owner = await api.registerClient(`applications-owner.${run}@mail.test`);
  const domain = `clean-${run}`;
  const { save_project: project } = await api.createProject(owner.access_token, 'Clean Tbilisi', domain);
  await api.saveSite(owner.access_token, project.id, {
    is_published: true,
    languages: ['en'],
    default_language: 'en',
    texts: [{ language: 'en', headline: 'Flats cleaned in a day' }],
    contacts: {},
    addresses: [],
  });
  await signInOwner(context, owner);
  await context.addCookies([{ name: 'donut-locale', value: 'en', domain: '.donut.test', path: '/' }]);

  // The owner adds a service whose form asks for files and a required question of their own.
  await page.goto(crm(domain, '/admin/services'));
  await page.getByRole('link', { name: 'Add a service' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).first().fill('Deep cleaning');
  await page.getByLabel('Regular price').fill('120');
  await page.getByLabel('Hours').fill('3');
  const form = page.getByRole('group', { name: 'Application form' });
  await form.getByRole('checkbox', { name: 'Ask for: Files' }).check();
  await form.getByRole('button', { name: 'Add a text question' }).click();
  // Saving a question without its wording is refused by the API's own rule, under the field.
  await page.getByRole('button', { name: 'Add the service' }).click();
  const question = form.getByRole('group', { name: /^Question 1/ });
  await expect(question.getByText('This field is required')).toBeVisible();
  await question.getByLabel('Question', { exact: true }).fill('How big is the flat?');
  await expect(question.getByRole('checkbox', { name: 'An answer is required' })).toBeChecked();
  await page.getByRole('button', { name: 'Add the service' }).click();
  await expect(page).toHaveURL(crm(domain, '/admin/services'));

  const service = await serviceNamed(owner.access_token, project.id, 'Deep cleaning');
  const questionId = service.form.fields.find((field) => field.kind === 'text')?.id;
  expect(service.form.fields.map((field) => field.kind)).toEqual(['files', 'text']);

  // A visitor applies on the site with a plan of the flat; later the same person asks again.
  const plan = Buffer.from(`Floor plan ${run}: kitchen, two rooms, bath.\n`);
  await submitApplication(
    domain,
    service,
    { name: 'Nino Beridze', phone: '+995555100200', answers: [{ field_id: questionId, value: '60 m²' }] },
    [{ name: 'plan.txt', type: 'text/plain', bytes: plan }],
  );
  await submitApplication(domain, service, {
    name: 'Nino Beridze',
    phone: '+995555100200',
    answers: [{ field_id: questionId, value: '200 m², a house' }],
  });

  // The menu counts the new ones; the inbox lists them, newest first.
  await page.goto(crm(domain, '/admin'));
  await expect(menu(page).getByRole('link', { name: 'Applications 2 new' })).toBeVisible();
  await menu(page)
    .getByRole('link', { name: /^Applications/ })
    .click();
  await expect(page).toHaveURL(crm(domain, '/admin/applications'));
  const rows = page.locator('.crm-application-row__number');
  await expect(rows).toHaveText(['No. 2 · Deep cleaning', 'No. 1 · Deep cleaning']);

  // A new application shows without a reload, through the live feed (the counts' poll would take 30 s).
  await submitApplication(domain, service, {
    name: 'Giorgi',
    phone: '+995555300400',
    answers: [{ field_id: questionId, value: '45 m²' }],
  });
  await expect(rows).toHaveCount(3, { timeout: 10_000 });
  await expect(menu(page).getByRole('link', { name: 'Applications 3 new' })).toBeVisible();

  // The search finds one by its answer's sender; the filter keeps the status in the address.
  await page.getByRole('searchbox', { name: 'Search applications' }).fill('Giorgi');
  await expect(rows).toHaveText(['No. 3 · Deep cleaning']);
  await page.getByRole('searchbox', { name: 'Search applications' }).fill('');
  await expect(rows).toHaveCount(3);

  // The first one: the answer under its question, the file as sent, a note and the move to in progress.
  await page.getByRole('link', { name: 'No. 1 · Deep cleaning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'No. 1 · Deep cleaning' })).toBeVisible();
  await expect(page.getByText('How big is the flat?')).toBeVisible();
  await expect(page.getByText('60 m²')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'plan.txt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('plan.txt');
  expect(await readFile(await file.path())).toEqual(plan);

  await page.getByLabel('Note (only you see it)').fill('Call before coming: the intercom is broken');
  await page.getByRole('button', { name: 'Add the note' }).click();
  // In the history (the field holds the same text until the answer comes, and React keeps a textarea's value as
  // its text too): the note is listed, and the field is emptied for the next one.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Call before coming: the intercom is broken' }),
  ).toBeVisible();
  await expect(page.getByLabel('Note (only you see it)')).toHaveValue('');
  await page.getByRole('button', { name: 'Move to in progress' }).click();
  await expect(page.getByText('Status: In progress')).toBeVisible();
  await expect(page.locator('.crm-application-card__status')).toContainText('In progress');

  // The second one is rejected: the reason is asked first, and required.
  await page.getByRole('link', { name: 'All applications' }).click();
  await page.getByRole('link', { name: 'No. 2 · Deep cleaning' }).click();
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject application No. 2?' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Reason (the client will see it)').fill('We do not clean houses yet');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Reason for rejection: We do not clean houses yet')).toBeVisible();

  // The status filter narrows the inbox and stays in the address.
  await page.getByRole('link', { name: 'All applications' }).click();
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filter applications' });
  await filters.getByLabel('Status').selectOption({ label: 'Rejected' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(crm(domain, '/admin/applications?status=rejected'));
  await expect(rows).toHaveText(['No. 2 · Deep cleaning']);
  await expect(menu(page).getByRole('link', { name: 'Applications 1 new' })).toBeVisible();

  // The client's card lists both of Nino's applications with their statuses.
  await rows.first().click();
  await page.getByRole('link', { name: 'Nino Beridze' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/[\w-]+$/);
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.locator('.crm-application-row')).toHaveCount(2);
  await expect(applications.locator('.crm-application-row').nth(0)).toContainText('Rejected');
  await expect(applications.locator('.crm-application-row').nth(1)).toContainText('In progress');

  // On a phone the inbox reads as stacked cards.
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(crm(domain, '/admin/applications'));
  await expect(rows).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_VIEWPORT.width,
  );
});
