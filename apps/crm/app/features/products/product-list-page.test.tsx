import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ExportProductsDocument, SetProductsVisibilityDocument } from '@donut/graphql';
import { csvFileName } from '../../shared/csv/download-csv';
import { apiAnswer } from '../../testing/api-answer';
import { captureCsvDownloads } from '../../testing/csv-downloads';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import { ProductListPage } from './product-list-page';
import {
  currencyMock,
  languagesMock,
  productCategoriesMock,
  productCategory,
  productRow,
  productsMock,
} from './products-fixtures';

const MUGS = '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11';
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const categories = () => [productCategory(MUGS, 'Mugs', { product_count: 2 })];
const mug = productRow('p1', { name: 'Mug', category_id: MUGS, variant_count: 3, min_price_minor: 1250 });
const poster = productRow('p2', { name: 'Poster', stock_total: 0, is_sold_out: true, is_visible: false });
const ebook = productRow('p3', { name: 'E-book', stock_total: null, category_id: MUGS });

const render = (mocks: MockLink.MockedResponse[], url = '/admin/products', uploads?: typeof fetch) =>
  renderInCrm(<ProductListPage project={testProject()} />, {
    path: '/admin/products',
    url,
    mocks: [currencyMock, languagesMock(), ...mocks],
    uploads,
  });

const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('li') as HTMLElement;

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('ProductListPage', () => {
  it('lists the products with their category, stock, lowest price and hidden mark', async () => {
    render([productsMock([mug, poster, ebook]), productCategoriesMock(categories())]);
    const many = await rowOf('Mug');
    expect(plain(many.textContent)).toContain('Mugs · 7 units in stock');
    expect(plain(within(many).getByText(/12\.5/).textContent)).toBe('from GEL 12.50');
    expect(within(many).queryByText('Hidden')).toBeNull();

    const soldOut = await rowOf('Poster');
    expect(plain(soldOut.textContent)).toContain('No category · Sold out');
    expect(plain(within(soldOut).getByText(/25/).textContent)).toBe('GEL 25');
    expect(within(soldOut).getByText('Hidden')).toBeTruthy();

    expect(plain((await rowOf('E-book')).textContent)).toContain('Mugs · Stock not tracked');
    expect(rowNames()).toEqual(['Mug', 'Poster', 'E-book']);
    expect(screen.getByText('Showing 3 of 3 products')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: /Mugs/ }).getAttribute('href')).toBe(
      `/admin/products?category=${MUGS}`,
    );
  });

  it('asks for the filters chosen in modal-filters and shows what they find', async () => {
    const user = userEvent.setup();
    render([
      productsMock([mug, poster, ebook]),
      productCategoriesMock(categories()),
      productsMock([poster], 'stock=sold_out&visible=hidden'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.id).toBe('modal-filters');
    await user.click(within(within(dialog).getByRole('group', { name: 'Stock' })).getByLabelText('Sold out'));
    await user.click(
      within(within(dialog).getByRole('group', { name: 'On the site' })).getByLabelText('Hidden'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeTruthy();
    await waitFor(() => expect(rowNames()).toEqual(['Poster']));
    expect(screen.getByText('Showing 1 of 1 product')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sorts by the order chosen in modal-sort and stops offering the moves', async () => {
    const user = userEvent.setup();
    render([
      productsMock([mug, poster, ebook]),
      productCategoriesMock(categories()),
      productsMock([ebook, poster, mug], 'sort=stock_desc'),
    ]);
    expect(await screen.findByRole('button', { name: 'Move Mug down' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sort: As you arranged them' }));
    const dialog = screen.getByRole('dialog', { name: 'Sort' });
    expect(dialog.id).toBe('modal-sort');
    await user.click(within(dialog).getByLabelText('Most stock first'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Sort: Most stock first' })).toBeTruthy();
    await screen.findByText('To change the order, sort by your order and clear the search and filters.');
    await waitFor(() => expect(rowNames()).toEqual(['E-book', 'Poster', 'Mug']));
    expect(screen.queryByRole('button', { name: 'Move Mug down' })).toBeNull();
  });

  it('hides the selected products at once and says how many changed', async () => {
    const user = userEvent.setup();
    render([
      productsMock([mug, poster, ebook]),
      productCategoriesMock(categories()),
      {
        request: {
          query: SetProductsVisibilityDocument,
          variables: { project_id: '42', ids: ['p1', 'p3'], is_visible: false },
        },
        result: { data: { set_products_visibility: 2 } },
      },
      productsMock([{ ...mug, is_visible: false }, poster, { ...ebook, is_visible: false }]),
      productCategoriesMock(categories()),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Mug' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select E-book' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('2 products are hidden now')).toBeTruthy();
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('shows the selected products again', async () => {
    const user = userEvent.setup();
    render([
      productsMock([mug, poster, ebook]),
      productCategoriesMock(categories()),
      {
        request: {
          query: SetProductsVisibilityDocument,
          variables: { project_id: '42', ids: ['p2'], is_visible: true },
        },
        result: { data: { set_products_visibility: 1 } },
      },
      productsMock([mug, { ...poster, is_visible: true }, ebook]),
      productCategoriesMock(categories()),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Poster' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('1 product is shown now')).toBeTruthy();
  });

  it('invites to add the first product to an empty catalogue', async () => {
    render([productsMock([]), productCategoriesMock([])]);
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a product' }).getAttribute('href')).toBe(
      '/admin/products/new',
    );
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });

  it('offers to show every product when the filters find none', async () => {
    const user = userEvent.setup();
    render(
      [productsMock([], 'discount=yes'), productCategoriesMock(categories()), productsMock([mug])],
      '/admin/products?discount=yes',
    );
    expect(await screen.findByText('No products match.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all products' }));
    expect(await screen.findByRole('link', { name: 'Mug' })).toBeTruthy();
  });

  it('exports the products of the chosen category and filters as a CSV file of the project', async () => {
    const user = userEvent.setup();
    const downloads = captureCsvDownloads();
    const csv = '\uFEFFProduct ID,Name\np1,Mug\n';
    render(
      [
        productsMock([mug], `category=${MUGS}&discount=yes`),
        productCategoriesMock(categories()),
        {
          request: {
            query: ExportProductsDocument,
            variables: {
              project_id: '42',
              filter: { category_id: MUGS, has_discount: true },
              sort: { field: 'position', direction: 'asc' },
            },
          },
          result: { data: { product_export: csv } },
        },
      ],
      `/admin/products?category=${MUGS}&discount=yes`,
    );
    await rowOf('Mug');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0].name).toBe(csvFileName('products', testProject().domain));
    expect(await downloads.files[0].text).toBe(csv.slice(1));
    expect(screen.queryByRole('alert')).toBeNull();
    downloads.restore();
  });

  it('says why the API refused an export', async () => {
    const user = userEvent.setup();
    const reason =
      'The file would have more than 50000 rows. Narrow the list with a category or filters and export it in parts.';
    render([
      productsMock([mug]),
      productCategoriesMock(categories()),
      {
        request: {
          query: ExportProductsDocument,
          variables: { project_id: '42', sort: { field: 'position', direction: 'asc' } },
        },
        result: { errors: [{ message: reason, extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await rowOf('Mug');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
  });

  it('imports a file into an empty catalogue from the keyboard and shows the products it added', async () => {
    const user = userEvent.setup();
    const report = {
      __typename: 'ProductImportReport',
      is_applied: false,
      row_count: 1,
      created: 1,
      updated: 0,
      unchanged: 0,
      refused_rows: 0,
      new_categories: [],
      ignored_columns: [],
      problems: [],
    };
    const uploads = jest.fn();
    for (const isApplied of [false, true])
      uploads.mockResolvedValueOnce(
        apiAnswer({ data: { import_products: { ...report, is_applied: isApplied } } }),
      );
    (window as unknown as Record<string, unknown>).__DONUT_ENV__ = { apiUrl: 'http://api.test', origins: {} };
    render(
      [productsMock([]), productCategoriesMock([]), productsMock([mug]), productCategoriesMock(categories())],
      '/admin/products',
      uploads as unknown as typeof fetch,
    );
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeTruthy();
    const open = screen.getByRole('button', { name: 'Import from CSV' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Import products from CSV' });
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), new File(['Name\n'], 'mugs.csv'));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 product' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Mug' })).toBeTruthy();
    expect(document.activeElement).toBe(open);
  });
});
