import { canMarkPaid, orderMoves } from './order-moves';

describe('the moves an order’s status allows', () => {
  it.each([
    ['new', 'courier', ['confirmed', 'sent', 'completed', 'cancelled']],
    ['new', 'pickup', ['confirmed', 'ready_for_pickup', 'completed', 'cancelled']],
    ['confirmed', 'post', ['sent', 'completed', 'cancelled']],
    ['sent', 'courier', ['completed', 'cancelled']],
    ['ready_for_pickup', 'pickup', ['completed', 'cancelled']],
    ['completed', 'pickup', []],
    ['cancelled', 'courier', []],
  ] as const)('from %s (%s): %j', (status, kind, moves) => {
    expect(orderMoves(status, kind)).toEqual(moves);
  });

  it('offers "Mark as paid" only for an unpaid order paid on receipt that is still on', () => {
    const order = { status: 'new', payment_method: 'cash_on_receipt', payment_status: 'unpaid' } as const;
    expect(canMarkPaid(order)).toBe(true);
    expect(canMarkPaid({ ...order, payment_method: 'online' })).toBe(false);
    expect(canMarkPaid({ ...order, payment_status: 'paid' })).toBe(false);
    expect(canMarkPaid({ ...order, status: 'cancelled' })).toBe(false);
  });
});
