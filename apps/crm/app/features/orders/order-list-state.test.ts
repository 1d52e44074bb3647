import { orderListSearchParams, orderListVariables, readOrderListState } from './order-list-state';

describe('the order book’s state in the address', () => {
  it('reads what it writes and drops what it cannot read', () => {
    const query = 'q=%2312&status=confirmed&delivery=courier&from=2026-11-01&to=2026-11-30&page=2';
    expect(orderListSearchParams(readOrderListState(new URLSearchParams(query))).toString()).toBe(query);
    expect(
      readOrderListState(new URLSearchParams('status=lost&delivery=drone&from=yesterday&to=1.12&page=-1')),
    ).toEqual({ search: '', status: null, delivery: null, from: '', to: '', pages: 1 });
  });

  it('asks for the business’s days, the last one included, and the pages shown', () => {
    const state = readOrderListState(
      new URLSearchParams('from=2026-11-01&to=2026-11-30&status=new&delivery=pickup&page=3'),
    );
    expect(orderListVariables('42', state, 'Asia/Tbilisi')).toEqual({
      project_id: '42',
      search: undefined,
      filter: {
        status: 'new',
        delivery_kind: 'pickup',
        created_from: '2026-10-31T20:00:00.000Z',
        created_to: '2026-11-30T20:00:00.000Z',
      },
      limit: 60,
      offset: 0,
    });
  });

  it('sends no filter when none is set', () => {
    expect(orderListVariables('42', readOrderListState(new URLSearchParams('q=Nino')), 'UTC')).toEqual({
      project_id: '42',
      search: 'Nino',
      filter: undefined,
      limit: 20,
      offset: 0,
    });
  });
});
