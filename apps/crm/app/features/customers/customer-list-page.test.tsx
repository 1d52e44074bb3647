import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { ExportCustomersDocument } from '@donut/graphql';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import { csvFileName } from '../../shared/csv/download-csv';
import { captureCsvDownloads } from '../../testing/csv-downloads';
import { customerListMock, customerTagsMock, testCustomer, testTelegram } from './customer-fixtures';
import { CustomerListPage } from './customer-list-page';

const project = testProject({ locale: 'ka' });
const nino = testCustomer({
  id: 'c1',
  name: 'Нино Беридзе',
  phone: '+995555123456',
  tags: ['VIP'],
  discount_percent: 10,
  last_seen_at: '2026-11-23T18:00:00.000Z',
});
const giorgi = testCustomer({
  id: 'c2',
  name: 'Giorgi',
  email: 'giorgi@mail.test',
  source: 'telegram',
  telegram: testTelegram('7001', 'giorgi_t'),
});

/** The address the page is at, to see what it keeps in the query. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}
const address = () => screen.getByTestId('address').textContent;

function renderList(mocks: MockLink.MockedResponse[], url = '/admin/customers', locale: 'en' | 'ru' = 'en') {
  return renderInCrm(
    <>
      <CustomerListPage project={project} locale={locale} />
      <Address />
    </>,
    {
      path: '/admin/customers',
      url,
      project,
      mocks: [customerTagsMock(['VIP', 'Ваке']), ...mocks],
      locale,
    },
  );
}

describe('CustomerListPage', () => {
  it('greets an empty base with "Add a client", whose form starts in the project’s language', async () => {
    const user = userEvent.setup();
    renderList([customerListMock({}, [])]);
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client' });
    expect(
      (within(dialog).getByRole('combobox', { name: 'Language of messages' }) as HTMLSelectElement).value,
    ).toBe('ka');
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches once typing pauses, keeps the search in the address, and resets when nothing matches', async () => {
    const user = userEvent.setup();
    renderList([
      customerListMock({}, [nino, giorgi], { maxUsageCount: 2 }),
      customerListMock({ search: 'zzz' }, []),
    ]);
    const row = await screen.findByRole('link', { name: 'Нино Беридзе' });
    expect(row.getAttribute('href')).toBe('/admin/customers/c1');
    expect(screen.getByText('+995555123456')).toBeTruthy();
    expect(screen.getByText('giorgi@mail.test · @giorgi_t')).toBeTruthy();
    expect(screen.getByText('Discount 10%')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 clients')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'zzz');
    expect(await screen.findByText('No clients match the search and filters.')).toBeTruthy();
    expect(address()).toBe('?q=zzz');

    await user.click(screen.getByRole('button', { name: 'Reset the search and filters' }));
    expect(await screen.findByRole('link', { name: 'Giorgi' })).toBeTruthy();
    expect(address()).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Search clients' }) as HTMLInputElement).value).toBe('');
  });

  it('filters in modal-filters and orders in modal-sort, each kept in the address', async () => {
    const user = userEvent.setup();
    const { operations } = renderList([
      customerListMock({}, [nino, giorgi]),
      customerListMock({ filter: { tag: 'VIP', has_discount: true } }, [nino]),
      customerListMock(
        { filter: { tag: 'VIP', has_discount: true }, sort: { field: 'name', direction: 'asc' } },
        [nino],
      ),
    ]);
    await screen.findByRole('link', { name: 'Giorgi' });

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    expect(filters.id).toBe('modal-filters');
    await waitFor(() =>
      expect(within(filters).getByRole('combobox', { name: 'Tag' }).hasAttribute('disabled')).toBe(false),
    );
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Tag' }), 'VIP');
    await user.click(within(filters).getByRole('checkbox', { name: 'With a personal discount' }));
    await user.click(within(filters).getByRole('button', { name: 'Show clients' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Giorgi' })).toBeNull());
    expect(address()).toBe('?tag=VIP&discount=1');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sort: Newest first' }));
    const sort = await screen.findByRole('dialog', { name: 'Sort' });
    expect(sort.id).toBe('modal-sort');
    await user.click(within(sort).getByRole('radio', { name: 'By name' }));
    await user.click(within(sort).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Sort: By name' })).toBeTruthy();
    expect(address()).toBe('?tag=VIP&discount=1&sort=name');
    expect(operations().filter((name) => name === 'GetCustomerList')).toHaveLength(3);
  });

  it('shows more, keeps the pages shown in the address, and a reload asks for them at once', async () => {
    const user = userEvent.setup();
    const first = renderList([
      customerListMock({}, [nino, giorgi], { total: 3, hasNext: true }),
      customerListMock({ offset: 2 }, [testCustomer({ id: 'c3', name: 'Tamar' })], { total: 3 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Tamar' })).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 clients')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await waitFor(() => expect(address()).toBe('?page=2'));
    expect(first.operations()).toEqual(['GetCustomerList', 'GetCustomerTags', 'GetCustomerList']);
    first.unmount();

    renderList(
      [customerListMock({ limit: 100 }, [nino, giorgi, testCustomer({ id: 'c3', name: 'Tamar' })])],
      '/admin/customers?page=2',
    );
    expect(await screen.findByRole('link', { name: 'Tamar' })).toBeTruthy();
  });

  it('exports the clients of the search and filters as a CSV file of the project', async () => {
    const user = userEvent.setup();
    const csv = '\uFEFFИмя,Телефон\nНино Беридзе,+995555123456\n';
    const downloads = captureCsvDownloads();
    renderList(
      [
        customerListMock({ search: 'Нино', filter: { has_telegram: true } }, [nino]),
        {
          request: {
            query: ExportCustomersDocument,
            variables: {
              project_id: '42',
              search: 'Нино',
              filter: { has_telegram: true },
              sort: { field: 'created_at', direction: 'desc' },
            },
          },
          result: { data: { customer_export: csv } },
        },
      ],
      '/admin/customers?q=Нино&telegram=1',
      'ru',
    );
    await screen.findByRole('link', { name: 'Нино Беридзе' });
    await user.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0].name).toBe(csvFileName('customers', 'salon-jasmine'));
    expect(await downloads.files[0].text).toBe(csv.slice(1));
    downloads.restore();
  });
});
