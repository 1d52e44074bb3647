import {
  canReorder,
  readServiceListState,
  serviceListSearchParams,
  serviceListVariables,
} from './service-list-state';

const CATEGORY = '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11';

describe('the service list in the address', () => {
  it('reads the category (spec §2 key), search, visibility, order and pages, and writes back only what differs', () => {
    const params = new URLSearchParams(
      `category=${CATEGORY}&q= beard &visible=hidden&sort=price_desc&page=3`,
    );
    const state = readServiceListState(params);
    expect(state).toEqual({
      category: { kind: 'one', id: CATEGORY },
      search: 'beard',
      visibility: 'hidden',
      sort: 'price_desc',
      pages: 3,
    });
    expect(serviceListSearchParams(state).toString()).toBe(
      `category=${CATEGORY}&q=beard&visible=hidden&sort=price_desc&page=3`,
    );
    expect(serviceListSearchParams(readServiceListState(new URLSearchParams())).toString()).toBe('');
  });

  it('reads anything malformed as the default', () => {
    expect(readServiceListState(new URLSearchParams('category=x&visible=maybe&sort=random&page=-2'))).toEqual(
      {
        category: { kind: 'all' },
        search: '',
        visibility: 'all',
        sort: 'order',
        pages: 1,
      },
    );
    expect(readServiceListState(new URLSearchParams('category=none')).category).toEqual({ kind: 'none' });
  });

  it('asks the API for the filter and order, and as many pages as were shown, up to its 100', () => {
    const state = readServiceListState(new URLSearchParams('category=none&visible=shown&sort=newest&page=9'));
    expect(serviceListVariables('p1', state)).toEqual({
      project_id: 'p1',
      search: undefined,
      filter: { no_category: true, is_visible: true },
      sort: { field: 'created_at', direction: 'desc' },
      limit: 100,
      offset: 0,
    });
  });

  it('lets the owner move services only in their own order with nothing searched', () => {
    expect(canReorder(readServiceListState(new URLSearchParams(`category=${CATEGORY}`)))).toBe(true);
    expect(canReorder(readServiceListState(new URLSearchParams('sort=name')))).toBe(false);
    expect(canReorder(readServiceListState(new URLSearchParams('q=cut')))).toBe(false);
  });
});
