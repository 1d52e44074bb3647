import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  AddOrderNoteDocument,
  GetOrderCountsDocument,
  SetOrderPaymentStatusDocument,
  SetOrderStatusDocument,
} from '@donut/graphql';
import { currencyMock } from '../../testing/project-fixtures';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import { orderCountsMock, orderMock, testOrder } from './order-fixtures';
import { OrderCardPage } from './order-card-page';

const project = testProject();
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const history = (kind: string, status: string | null, text: string | null = null) => ({
  __typename: 'OrderHistoryEntry' as const,
  kind,
  status,
  text,
  created_at: '2026-11-25T10:00:00.000Z',
});

const statusMock = (status: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: SetOrderStatusDocument, variables: { project_id: '42', id: 'o7', status } },
  result,
});
const refreshedCounts: MockLink.MockedResponse = {
  ...orderCountsMock(0),
  request: { query: GetOrderCountsDocument, variables: { project_id: '42' } },
};

function renderCard(mocks: MockLink.MockedResponse[]) {
  return renderInCrm(<OrderCardPage project={project} orderId="o7" />, {
    path: '/admin/orders/:id',
    url: '/admin/orders/o7',
    project,
    mocks: [currencyMock, ...mocks],
  });
}

describe('OrderCardPage', () => {
  it('shows what was sold, the totals, contact, delivery and payment, the client one click away', async () => {
    renderCard([orderMock(testOrder('o7'))]);
    expect(await screen.findByRole('heading', { name: 'Order No. 7' })).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(plain(within(items).getByRole('deletion').textContent)).toBe('Regular price: GEL 20');
    expect(plain(items.textContent)).toContain('Tea cup · Blue');
    expect(plain(items.textContent)).toContain('GEL 15 × 2');
    expect(plain(items.textContent)).toContain('Personal discount 10 %−GEL 3');
    expect(plain(items.textContent)).toContain('DeliveryGEL 5');
    expect(plain(items.textContent)).toContain('TotalGEL 32');
    expect(screen.getByRole('link', { name: 'Nino' }).getAttribute('href')).toBe('/admin/customers/c1');
    expect(screen.getByText('Courier: Courier in Tbilisi')).toBeTruthy();
    expect(screen.getByText('Cash on receipt')).toBeTruthy();
  });

  it('offers only the moves the status allows', async () => {
    renderCard([orderMock(testOrder('o7', { status: 'sent', payment_status: 'paid' }))]);
    await screen.findByRole('heading', { name: 'Order No. 7' });
    const buttons = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => name !== 'Add the note');
    expect(buttons).toEqual(['Complete', 'Cancel the order']);
  });

  it('offers nothing once completed, and "Mark as paid" marks an order paid on receipt', async () => {
    const user = userEvent.setup();
    const order = testOrder('o7', { status: 'completed' });
    renderCard([
      orderMock(order),
      {
        request: {
          query: SetOrderPaymentStatusDocument,
          variables: { project_id: '42', id: 'o7', payment_status: 'paid' },
        },
        result: { data: { set_order_payment_status: { ...order, payment_status: 'paid' } } },
      },
    ]);
    await screen.findByRole('heading', { name: 'Order No. 7' });
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText('Paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
  });

  it('cancels only after the confirmation that the stock comes back', async () => {
    const user = userEvent.setup();
    const order = testOrder('o7');
    const cancelled = {
      ...order,
      status: 'cancelled',
      history: [...order.history, history('status', 'cancelled')],
    };
    const view = renderCard([
      orderMock(order),
      statusMock('cancelled', { data: { set_order_status: cancelled } }),
      refreshedCounts,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order No. 7?' });
    expect(dialog.textContent).toContain('The stock it took goes back on sale.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(view.operations()).not.toContain('SetOrderStatus');

    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the order' }),
    );
    expect(await screen.findByText('Status: Cancelled')).toBeTruthy();
    expect(view.operations()).toContain('SetOrderStatus');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('shows the API’s words on a CONFLICT and loads the card again', async () => {
    const user = userEvent.setup();
    const order = testOrder('o7');
    renderCard([
      orderMock(order),
      statusMock('confirmed', {
        errors: [new GraphQLError('The order was already cancelled.', { extensions: { code: 'CONFLICT' } })],
      }),
      orderMock({ ...order, status: 'cancelled' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The order was already cancelled.')).toBeTruthy();
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('adds a note to the history', async () => {
    const user = userEvent.setup();
    const order = testOrder('o7');
    const view = renderCard([
      orderMock(order),
      {
        request: {
          query: AddOrderNoteDocument,
          variables: { project_id: '42', id: 'o7', text: 'Called the client' },
        },
        result: {
          data: {
            add_order_note: {
              ...order,
              history: [...order.history, history('note', null, 'Called the client')],
            },
          },
        },
      },
    ]);
    await user.type(await screen.findByLabelText('Note (only you see it)'), '  Called the client ');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    const entry = (await screen.findByText('Note')).closest('li');
    expect(entry?.textContent).toContain('Called the client');
    expect(view.operations()).toContain('AddOrderNote');
  });
});
