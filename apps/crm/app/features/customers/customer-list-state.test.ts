import {
  customerFilterCount,
  customerListSearchParams,
  customerListVariables,
  readCustomerListState,
  type CustomerListState,
} from './customer-list-state';

const read = (query: string) => readCustomerListState(new URLSearchParams(query));

describe('the customer list in the address', () => {
  it('reads a bare address as the whole base, newest first, one page', () => {
    expect(read('')).toEqual({
      search: '',
      source: null,
      tag: '',
      hasDiscount: false,
      hasTelegram: false,
      sort: 'newest',
      pages: 1,
    });
    expect(customerListSearchParams(read('')).toString()).toBe('');
  });

  it('keeps a search, the filters, the order and the pages shown through a round trip', () => {
    const state: CustomerListState = {
      search: 'Нино +995',
      source: 'telegram',
      tag: 'VIP',
      hasDiscount: true,
      hasTelegram: true,
      sort: 'last_seen',
      pages: 3,
    };
    const query = customerListSearchParams(state).toString();
    expect(query).toBe(
      'q=%D0%9D%D0%B8%D0%BD%D0%BE+%2B995&source=telegram&tag=VIP&discount=1&telegram=1&sort=last_seen&page=3',
    );
    expect(read(query)).toEqual(state);
    expect(customerFilterCount(state)).toBe(4);
  });

  it('reads what it does not know as the default instead of failing', () => {
    expect(read(`q=${'a'.repeat(150)}&source=fax&sort=random&page=-2&discount=yes`)).toEqual(
      expect.objectContaining({
        search: 'a'.repeat(100),
        source: null,
        sort: 'newest',
        pages: 1,
        hasDiscount: false,
      }),
    );
  });

  it('asks the API for every page a reload shows, at most the 250 one request may hold', () => {
    expect(customerListVariables('42', read('q=+nino+&tag=VIP&sort=discount&page=2'))).toEqual({
      project_id: '42',
      search: 'nino',
      filter: { tag: 'VIP' },
      sort: { field: 'discount_percent', direction: 'desc' },
      limit: 100,
      offset: 0,
    });
    expect(customerListVariables('42', read('page=9'))).toEqual(
      expect.objectContaining({ limit: 250, filter: undefined, search: undefined }),
    );
    expect(customerListVariables('42', read('sort=name')).sort).toEqual({ field: 'name', direction: 'asc' });
  });
});
