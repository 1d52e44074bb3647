import {
  canReorder,
  isNarrowed,
  productFilterCount,
  productListSearchParams,
  productListVariables,
  productQueryVariables,
  readProductListState,
} from './product-list-state';

const CATEGORY = '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11';

describe('the product list in the address', () => {
  it('reads the category, search, filters, order and pages, and writes back only what differs', () => {
    const params = new URLSearchParams(
      `category=${CATEGORY}&q= mug &visible=hidden&stock=sold_out&discount=yes&sort=stock_desc&page=3`,
    );
    const state = readProductListState(params);
    expect(state).toEqual({
      category: { kind: 'one', id: CATEGORY },
      search: 'mug',
      visibility: 'hidden',
      stock: 'sold_out',
      discount: 'yes',
      sort: 'stock_desc',
      pages: 3,
    });
    expect(productListSearchParams(state).toString()).toBe(
      `category=${CATEGORY}&q=mug&visible=hidden&stock=sold_out&discount=yes&sort=stock_desc&page=3`,
    );
    expect(productListSearchParams(readProductListState(new URLSearchParams())).toString()).toBe('');
  });

  it('reads anything malformed as the default and cuts a long search', () => {
    expect(
      readProductListState(
        new URLSearchParams('category=x&visible=maybe&stock=lots&discount=1&sort=random&page=-2'),
      ),
    ).toEqual({
      category: { kind: 'all' },
      search: '',
      visibility: 'all',
      stock: 'all',
      discount: 'all',
      sort: 'order',
      pages: 1,
    });
    expect(readProductListState(new URLSearchParams('category=none')).category).toEqual({ kind: 'none' });
    expect(readProductListState(new URLSearchParams(`q=${'a'.repeat(150)}`)).search).toHaveLength(100);
  });

  it('counts the filters of modal-filters, the search narrowing the list too', () => {
    const plain = readProductListState(new URLSearchParams());
    expect(productFilterCount(plain)).toBe(0);
    expect(isNarrowed(plain)).toBe(false);
    expect(isNarrowed(readProductListState(new URLSearchParams('q=mug')))).toBe(true);
    const filtered = readProductListState(new URLSearchParams('category=none&stock=in_stock&discount=no'));
    expect(productFilterCount(filtered)).toBe(3);
    expect(isNarrowed(filtered)).toBe(true);
  });

  it('asks the API for the filter and order, and as many pages as were shown, up to its 100', () => {
    const state = readProductListState(
      new URLSearchParams('category=none&visible=shown&stock=not_tracked&discount=no&sort=price_asc&page=9'),
    );
    expect(productListVariables('p1', state)).toEqual({
      project_id: 'p1',
      search: undefined,
      filter: { no_category: true, is_visible: true, stock_state: 'not_tracked', has_discount: false },
      sort: { field: 'price', direction: 'asc' },
      limit: 100,
      offset: 0,
    });
    expect(
      productListVariables(
        'p1',
        readProductListState(new URLSearchParams(`category=${CATEGORY}&q=mug&page=2`)),
      ),
    ).toEqual({
      project_id: 'p1',
      search: 'mug',
      filter: { category_id: CATEGORY },
      sort: { field: 'position', direction: 'asc' },
      limit: 50,
      offset: 0,
    });
  });

  it('sends no filter at all for the whole catalogue, and the same search for "Show more"', () => {
    const state = readProductListState(new URLSearchParams('sort=newest'));
    expect(productQueryVariables('p1', state)).toEqual({
      project_id: 'p1',
      search: undefined,
      filter: undefined,
      sort: { field: 'created_at', direction: 'desc' },
    });
  });

  it('lets the owner move products only in their own order with nothing searched or narrowed by stock or discount', () => {
    expect(canReorder(readProductListState(new URLSearchParams(`category=${CATEGORY}&visible=hidden`)))).toBe(
      true,
    );
    expect(canReorder(readProductListState(new URLSearchParams('sort=name')))).toBe(false);
    expect(canReorder(readProductListState(new URLSearchParams('q=mug')))).toBe(false);
    expect(canReorder(readProductListState(new URLSearchParams('stock=sold_out')))).toBe(false);
    expect(canReorder(readProductListState(new URLSearchParams('discount=yes')))).toBe(false);
  });
});
