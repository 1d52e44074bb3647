import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GetCustomerOrderTotalsDocument, GetOrderListDocument } from '@donut/graphql';
import { currencyMock } from '../../testing/project-fixtures';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import { CUSTOMER_ORDERS_SHOWN, CustomerOrders } from './customer-orders';
import { orderListResult, testOrder } from './order-fixtures';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const listMock = (
  orders: ReturnType<typeof testOrder>[],
  total = orders.length,
): MockLink.MockedResponse => ({
  request: {
    query: GetOrderListDocument,
    variables: { project_id: '42', filter: { customer_id: 'c1' }, limit: CUSTOMER_ORDERS_SHOWN, offset: 0 },
  },
  result: orderListResult(orders, total),
});
const totalsMock = (
  orders: ReturnType<typeof testOrder>[],
  total = orders.length,
): MockLink.MockedResponse => ({
  request: {
    query: GetCustomerOrderTotalsDocument,
    variables: { project_id: '42', customer_id: 'c1', limit: 100 },
  },
  result: orderListResult(orders, total),
});

function renderBlock(mocks: MockLink.MockedResponse[]) {
  return renderInCrm(<CustomerOrders project={testProject()} customerId="c1" />, {
    mocks: [currencyMock, ...mocks],
  });
}

describe('CustomerOrders', () => {
  it('lists the client’s newest orders with links and sums what the completed ones cost', async () => {
    renderBlock([
      listMock([testOrder('o9', { status: 'completed' }), testOrder('o8')], 12),
      totalsMock([
        testOrder('o9', { status: 'completed', total_minor: 3200 }),
        testOrder('o4', { status: 'completed', total_minor: 1000 }),
      ]),
    ]);
    const block = await screen.findByRole('region', { name: 'Orders' });
    const link = await within(block).findByRole('link', { name: 'Order No. 9' });
    expect(link.getAttribute('href')).toBe('/admin/orders/o9');
    expect(plain((await within(block).findByText(/^Spent/)).textContent)).toBe(
      'Spent on completed orders: GEL 42',
    );
    expect(within(block).getByText('The 2 newest of 12 orders')).toBeTruthy();
  });

  it('says honestly when only the latest completed orders could be summed', async () => {
    renderBlock([listMock([testOrder('o9')]), totalsMock([testOrder('o9', { total_minor: 500 })], 140)]);
    const block = await screen.findByRole('region', { name: 'Orders' });
    expect(plain((await within(block).findByText(/^Spent/)).textContent)).toBe(
      'Spent on the latest 1 completed order: GEL 5',
    );
  });

  it('says when the client has placed none', async () => {
    renderBlock([listMock([]), totalsMock([])]);
    expect(await screen.findByText('This client has not placed any orders.')).toBeTruthy();
    expect(await screen.findByText('No completed orders yet.')).toBeTruthy();
  });
});
