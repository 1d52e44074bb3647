import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import {
  AddCustomerNoteDocument,
  DeleteCustomerDocument,
  DeleteCustomerNoteDocument,
  GetCustomerListDocument,
  MergeCustomersDocument,
  UpdateCustomerDocument,
} from '@donut/graphql';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import {
  customerEventsMock,
  customerMock,
  customerTagsMock,
  testCustomer,
  testTelegram,
  testEvent,
} from './customer-fixtures';
import { CustomerCardPage } from './customer-card-page';

const project = testProject({ timezone: 'Asia/Tbilisi' });
const nino = testCustomer({
  id: 'c1',
  name: 'Нино Беридзе',
  phone: '+995555123456',
  email: 'nino@mail.test',
  language: 'ka',
  source: 'telegram',
  telegram: testTelegram('7001', 'nino_b'),
  tags: ['VIP', 'Ваке'],
  discount_percent: 10,
  created_at: '2026-11-20T09:00:00.000Z',
  last_seen_at: '2026-11-23T18:00:00.000Z',
});
const events = [
  testEvent({ id: 'e6', kind: 'note', text: 'Prefers mornings', created_at: '2026-11-24T08:00:00.000Z' }),
  testEvent({ id: 'e5', kind: 'merged', text: 'Nino B.' }),
  testEvent({ id: 'e4', kind: 'profile_changed', by_owner: false }),
  testEvent({ id: 'e3', kind: 'discount_changed', percent: 10, previous_percent: 0 }),
  testEvent({ id: 'e2', kind: 'signed_in', text: 'telegram', by_owner: false }),
  testEvent({ id: 'e1', kind: 'created', text: 'telegram', by_owner: false }),
];

function Card() {
  const { id } = useParams();
  return <CustomerCardPage project={project} customerId={id as string} />;
}

function renderCard(mocks: MockLink.MockedResponse[] = [], locale: 'en' | 'ru' = 'en') {
  const view = renderInCrm(<Card />, {
    path: '/admin/customers/:id',
    url: '/admin/customers/c1',
    routes: [{ path: '/admin/customers', Component: () => <h1>The list</h1> }],
    project,
    locale,
    mocks: [customerMock(nino), customerTagsMock(['VIP', 'кофе']), ...mocks],
  });
  return { ...view, user: userEvent.setup() };
}

const update = (input: Record<string, unknown>, result: ReturnType<typeof testCustomer>) => ({
  request: { query: UpdateCustomerDocument, variables: { project_id: '42', id: 'c1', input } },
  result: { data: { update_customer: result } },
});
const ninoInput = {
  name: 'Нино Беридзе',
  phone: '+995555123456',
  email: 'nino@mail.test',
  language: 'ka',
  discount_percent: 10,
  tags: ['VIP', 'Ваке'],
};

describe('CustomerCardPage', () => {
  it('shows who the client is and the history as readable lines (en)', async () => {
    renderCard([customerEventsMock(events)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Нино Беридзе' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '@nino_b' }).getAttribute('href')).toBe('https://t.me/nino_b');
    expect(screen.getByRole('link', { name: '+995555123456' }).getAttribute('href')).toBe(
      'tel:+995555123456',
    );
    expect(screen.getByText('ქართული')).toBeTruthy();
    expect(screen.getByText('10%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All clients' }).getAttribute('href')).toBe('/admin/customers');

    await screen.findByText('Prefers mornings');
    const lines = screen
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('crm-event'))
      .map((item) => item.querySelector('.crm-event__text')?.textContent);
    expect(lines).toEqual([
      'Prefers mornings',
      'Merged with the record Nino B.',
      'The client changed their details',
      'Personal discount changed: 0% → 10%',
      'Signed in to the Telegram mini app',
      'Came from Telegram',
    ]);
    expect(screen.getByText('Nov 24, 2026, 12:00 PM')).toBeTruthy();
  });

  it('says the history in Russian too', async () => {
    renderCard([customerEventsMock(events)], 'ru');
    expect(await screen.findByText('Объединён с записью Nino B.')).toBeTruthy();
    expect(screen.getByText('Персональная скидка изменена: 0 % → 10 %')).toBeTruthy();
    expect(screen.getByText('Клиент пришёл из Telegram')).toBeTruthy();
  });

  it('saves a tag removed from the keyboard at once', async () => {
    const { user, operations } = renderCard([
      customerEventsMock(events, { maxUsageCount: 2 }),
      update({ ...ninoInput, tags: ['Ваке'] }, { ...nino, tags: ['Ваке'] }),
    ]);
    (await screen.findByRole('button', { name: 'Remove the tag VIP' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(operations()).toContain('UpdateCustomer'));
    expect(screen.queryByRole('button', { name: 'Remove the tag VIP' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove the tag Ваке' })).toBeTruthy();
  });

  it('edits the client, asking before leaving with changes not saved', async () => {
    const { user } = renderCard([
      customerEventsMock(events, { maxUsageCount: 2 }),
      update(
        { ...ninoInput, name: 'Нино Б.', discount_percent: 15 },
        { ...nino, name: 'Нино Б.', discount_percent: 15 },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Нино Б.');
    await user.click(screen.getByRole('link', { name: 'All clients' }));
    const warning = await screen.findByRole('dialog');
    expect(warning.id).toBe('modal-update-warning');
    await user.click(within(warning).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const discount = screen.getByRole('spinbutton', { name: 'Personal discount, %' });
    await user.clear(discount);
    await user.type(discount, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Нино Б.' })).toBeTruthy();
    expect(screen.getByText('Saved.')).toBeTruthy();
    expect(screen.getByText('15%')).toBeTruthy();
  });

  it('adds a note to the top of the history and deletes one after a confirmation', async () => {
    const note = testEvent({
      id: 'e7',
      kind: 'note',
      text: 'Allergic to latex',
      created_at: '2026-11-25T08:00:00.000Z',
    });
    const { user } = renderCard([
      customerEventsMock(events),
      {
        request: {
          query: AddCustomerNoteDocument,
          variables: { project_id: '42', customer_id: 'c1', text: 'Allergic to latex' },
        },
        result: { data: { add_customer_note: note } },
      },
      {
        request: { query: DeleteCustomerNoteDocument, variables: { project_id: '42', id: 'e6' } },
        result: { data: { delete_customer_note: true } },
      },
    ]);
    await screen.findByText('Prefers mornings');
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '  Allergic to latex ');
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe(''),
    );
    const notes = () =>
      [...document.querySelectorAll('.crm-event--note .crm-event__text')].map((item) => item.textContent);
    expect(notes()).toEqual(['Allergic to latex', 'Prefers mornings']);

    const [, older] = screen.getAllByRole('button', { name: 'Delete the note' });
    await user.click(older);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notes()).toEqual(['Allergic to latex']));
  });

  it('deletes the client after modal-delete-warning, which Escape closes, and lands on the list', async () => {
    const { user, operations } = renderCard([
      customerEventsMock(events),
      {
        request: { query: DeleteCustomerDocument, variables: { project_id: '42', id: 'c1' } },
        result: { data: { delete_customer: true } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the client Нино Беридзе?' });
    expect(dialog.id).toBe('modal-delete-warning');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operations()).not.toContain('DeleteCustomer');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
  });

  it('merges with another record of the same person, showing what stays, and lands on the merged card', async () => {
    const giorgi = testCustomer({
      id: 'c2',
      name: null,
      phone: '+995599000111',
      email: 'nino.b@mail.test',
      language: 'ru',
      tags: ['кофе', 'VIP'],
      discount_percent: 20,
    });
    const merged = { ...giorgi, name: 'Нино Беридзе', tags: ['кофе', 'VIP', 'Ваке'], discount_percent: 20 };
    const candidates = (search: string | undefined, list: ReturnType<typeof testCustomer>[]) => ({
      request: {
        query: GetCustomerListDocument,
        variables: {
          project_id: '42',
          search,
          sort: { field: 'created_at', direction: 'desc' },
          limit: 11,
          offset: 0,
        },
      },
      result: {
        data: {
          customer_list: {
            __typename: 'CustomerList',
            list,
            meta: { __typename: 'ListMeta', count: list.length, has_next_page: false, total: list.length },
          },
        },
      },
    });
    const { user } = renderCard([
      customerEventsMock(events),
      candidates(undefined, [nino]),
      candidates('nino.b', [giorgi, nino]),
      {
        request: {
          query: MergeCustomersDocument,
          variables: { project_id: '42', target_id: 'c2', source_id: 'c1' },
        },
        result: { data: { merge_customers: merged } },
      },
      customerMock(merged),
      customerEventsMock([testEvent({ id: 'e9', kind: 'merged', text: 'Нино Беридзе' })], {
        customerId: 'c2',
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Merge with another client…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Нино Беридзе with another client' });
    expect(await within(dialog).findByText('No other clients found.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Merge' }).hasAttribute('disabled')).toBe(true);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Find the other record' }), 'nino.b');
    await user.click(await within(dialog).findByRole('radio', { name: /\+995599000111/ }));
    const summary = () =>
      Object.fromEntries(
        [...dialog.querySelectorAll('.crm-merge__summary .crm-details__row')].map((row) => [
          row.querySelector('dt')?.textContent,
          row.querySelector('dd')?.textContent,
        ]),
      );
    expect(summary()).toEqual({
      Name: 'Нино Беридзе',
      Phone: '+995555123456',
      'E-mail': 'nino@mail.test',
      Telegram: '@nino_b',
      'Language of messages': 'ქართული',
      'Personal discount': '20%',
      Tags: 'VIP, Ваке, кофе',
    });

    await user.click(within(dialog).getByRole('radio', { name: '+995599000111' }));
    expect(summary()).toEqual(
      expect.objectContaining({
        Name: 'Нино Беридзе',
        Phone: '+995599000111',
        'E-mail': 'nino.b@mail.test',
        'Language of messages': 'Русский',
        Tags: 'кофе, VIP, Ваке',
      }),
    );
    expect(within(dialog).getByText(/The record Нино Беридзе is deleted\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Merged with the record Нино Беридзе')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Нино Беридзе' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+995599000111' })).toBeTruthy();
  });
});
