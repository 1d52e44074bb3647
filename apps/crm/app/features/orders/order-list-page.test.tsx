import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GetOrderCountsDocument } from '@donut/graphql';
import { useLocation } from 'react-router';
import { currencyMock } from '../../testing/project-fixtures';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import { orderCountsMock, orderListMock, testOrder, testOrderItem } from './order-fixtures';
import { OrderListPage } from './order-list-page';

const project = testProject();
// Intl separates groups and currency with no-break spaces; compare with plain ones.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}
const address = () => screen.getByTestId('address').textContent;

function renderOrders(mocks: MockLink.MockedResponse[], url = '/admin/orders') {
  return renderInCrm(
    <>
      <OrderListPage project={project} />
      <Address />
    </>,
    { path: '/admin/orders', url, project, mocks: [currencyMock, orderCountsMock(1), ...mocks] },
  );
}

describe('OrderListPage', () => {
  it('says what the order book is for while it is empty', async () => {
    renderOrders([orderListMock('', [])]);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  });

  it('shows each order’s number, contact, items, total in its currency and badges', async () => {
    renderOrders([
      orderListMock('', [
        testOrder('o2', {
          status: 'confirmed',
          payment_status: 'paid',
          items: [testOrderItem(), testOrderItem({ variant_id: 'v2', quantity: 1 })],
          total_minor: 150050,
        }),
        testOrder('o1', { status: 'cancelled', currency: 'USD', total_minor: 1550 }),
      ]),
    ]);
    const link = await screen.findByRole('link', { name: 'Order No. 2' });
    expect(link.getAttribute('href')).toBe('/admin/orders/o2');
    const [second, first] = screen.getAllByRole('listitem');
    expect(plain(second.textContent)).toContain('Confirmed');
    expect(plain(second.textContent)).toContain('Paid');
    expect(plain(second.textContent)).toContain('Nino · +995555123456 · nino@mail.test');
    expect(plain(second.textContent)).toContain('3 items · GEL 1,500.50');
    expect(plain(first.textContent)).toContain('Cancelled');
    expect(plain(first.textContent)).toContain('Unpaid');
    expect(plain(first.textContent)).toContain('2 items · $15.50');
    expect(screen.getByText('Showing 2 of 2 orders')).toBeTruthy();
  });

  it('loads the list again when the counts change (the live feed), so a new order shows without a reload', async () => {
    const view = renderOrders([
      orderListMock('', [testOrder('o1')]),
      orderListMock('', [testOrder('o2'), testOrder('o1')]),
    ]);
    expect(await screen.findByRole('link', { name: 'Order No. 1' })).toBeTruthy();
    await waitFor(() => expect(view.operations()).toContain('GetOrderCounts'));
    // What the layout's subscription leaves in the cache when an order is placed.
    act(() =>
      view.cache.writeQuery({
        query: GetOrderCountsDocument,
        variables: { project_id: '42' },
        data: { order_counts: [{ status: 'new', count: 2 }] },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Order No. 2' })).toBeTruthy();
  });

  it('filters by status, delivery and days through modal-filters and keeps them in the address', async () => {
    const user = userEvent.setup();
    const filtered = 'status=sent&delivery=post&from=2026-11-01&to=2026-11-24';
    const view = renderOrders([
      orderListMock('', [testOrder('o1')]),
      orderListMock(filtered, [testOrder('o3', { status: 'sent' })]),
    ]);
    expect(await screen.findByRole('link', { name: 'Order No. 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter orders' });
    expect(dialog.id).toBe('modal-filters');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Sent');
    await user.selectOptions(within(dialog).getByLabelText('Delivery'), 'Post');
    // Given backwards, the range is still the days between.
    await user.type(within(dialog).getByLabelText('Placed from'), '2026-11-24');
    await user.type(within(dialog).getByLabelText('Placed until'), '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('link', { name: 'Order No. 3' })).toBeTruthy();
    expect(address()).toBe('?' + filtered);
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
    expect(view.operations().filter((name) => name === 'GetOrderList')).toHaveLength(2);
  });

  it('searches by what is typed and offers to show all when nothing matches', async () => {
    const user = userEvent.setup();
    renderOrders([
      orderListMock('', [testOrder('o1')]),
      orderListMock('q=%2377', []),
      orderListMock('', [testOrder('o1')]),
    ]);
    await screen.findByRole('link', { name: 'Order No. 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '#77{Enter}');
    await waitFor(() => expect(address()).toBe('?q=%2377'));
    await user.click(await screen.findByRole('button', { name: 'Show all orders' }));
    expect(await screen.findByRole('link', { name: 'Order No. 1' })).toBeTruthy();
    expect(address()).toBe('');
  });

  it('says when the orders could not be loaded', async () => {
    renderOrders([orderListMock('', [], { result: undefined, error: new Error('offline') })]);
    expect(await screen.findByText('Could not load the orders.')).toBeTruthy();
  });
});
