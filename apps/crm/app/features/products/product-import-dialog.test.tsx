import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAnswer } from '../../testing/api-answer';
import { renderInCrm } from '../../testing/render-in-crm';
import { ProductImportDialog } from './product-import-dialog';
import type { ProductImportReport } from './use-import-products';

const fetchMock = jest.fn();

/** ImportProducts' answer: the file's report, by default a check that adds 2 products, changes 1 and refuses 2 rows. */
const report = (overrides: Partial<ProductImportReport> = {}) => ({
  __typename: 'ProductImportReport',
  is_applied: false,
  row_count: 5,
  created: 2,
  updated: 1,
  unchanged: 0,
  refused_rows: 2,
  new_categories: ['Shirts', 'Kitchen'],
  ignored_columns: [],
  problems: [
    {
      __typename: 'ProductImportProblem',
      line: 4,
      column: 'Discount price',
      message: 'The discount price cannot be higher than the regular price',
    },
    {
      __typename: 'ProductImportProblem',
      line: 6,
      column: null,
      message: 'Not imported with the rest of its product: see row 4.',
    },
  ],
  ...overrides,
});

const csvFile = (name = 'catalogue.csv') => new File(['Name,Price\nMug,1\n'], name, { type: 'text/csv' });

/** What the dialog sent in each call: the operation's variables and the file's name. */
function sentCalls() {
  return fetchMock.mock.calls.map(([, init]: [string, { body: FormData }]) => ({
    variables: JSON.parse(init.body.get('operations') as string).variables,
    file: (init.body.get('0') as File).name,
  }));
}

function renderDialog(locale: 'en' | 'ru' = 'en') {
  const onClose = jest.fn();
  const view = renderInCrm(<ProductImportDialog projectId="42" isOpen onClose={onClose} />, {
    path: '/admin/products',
    uploads: fetchMock,
    locale,
  });
  return { ...view, onClose };
}

beforeEach(() => {
  fetchMock.mockReset();
  (window as unknown as Record<string, unknown>).__DONUT_ENV__ = { apiUrl: 'http://api.test', origins: {} };
});

describe('ProductImportDialog', () => {
  it('checks the chosen file, shows each refused row and why, then imports the accepted products', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(apiAnswer({ data: { import_products: report() } }))
      .mockResolvedValueOnce(
        apiAnswer({ data: { import_products: report({ is_applied: true, new_categories: ['Shirts'] }) } }),
      );
    const { onClose, operations } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Import products from CSV' });
    expect(dialog.id).toBe('modal-product-import');
    expect(within(dialog).getByText('A CSV file in UTF-8, up to 1 MB and 2000 rows.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();

    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csvFile());
    expect(
      await within(dialog).findByRole('heading', { name: 'What catalogue.csv will change (5 rows)' }),
    ).toBeTruthy();
    const counts = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(counts).toEqual([
      '2 products to add',
      '1 product to change',
      'No products already as in the file',
      '2 rows will not be imported',
    ]);
    expect(within(dialog).getByText('New categories: Shirts and Kitchen')).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Rows not imported' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map(
          (cell) => cell.textContent,
        ),
      );
    expect(rows).toEqual([
      ['Row', 'Column', 'Reason'],
      ['4', 'Discount price', 'The discount price cannot be higher than the regular price'],
      ['6', '—', 'Not imported with the rest of its product: see row 4.'],
    ]);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 products' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Imported from catalogue.csv (5 rows)' }),
    ).toBeTruthy();
    expect(within(dialog).getByText('2 products added')).toBeTruthy();
    expect(within(dialog).getByText('2 rows were not imported')).toBeTruthy();
    expect(sentCalls()).toEqual([
      { variables: { project_id: '42', file: null, apply: false }, file: 'catalogue.csv' },
      { variables: { project_id: '42', file: null, apply: true }, file: 'catalogue.csv' },
    ]);
    expect(operations()).toEqual(['ImportProducts', 'ImportProducts']);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why a file is refused as a whole and lets the owner choose another one', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(
        apiAnswer({
          data: null,
          errors: [
            {
              message: 'The file has more than 2000 rows. Split it into smaller files.',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        }),
      )
      .mockResolvedValueOnce(
        apiAnswer({ data: { import_products: report({ refused_rows: 0, problems: [] }) } }),
      );
    renderDialog();
    const dialog = screen.getByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csvFile('huge.csv'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The file has more than 2000 rows. Split it into smaller files.',
    );
    expect(within(dialog).queryByRole('table')).toBeNull();
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csvFile('small.csv'));
    expect(await within(dialog).findByRole('button', { name: 'Import 3 products' })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByLabelText('Choose another file')).toBeTruthy();
  });

  it('offers no import when every row is refused, in the owner’s language', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      apiAnswer({
        data: {
          import_products: report({
            created: 0,
            updated: 0,
            unchanged: 3,
            refused_rows: 21,
            new_categories: [],
            problems: [],
          }),
        },
      }),
    );
    renderDialog('ru');
    const dialog = screen.getByRole('dialog', { name: 'Загрузка товаров из CSV' });
    await user.upload(within(dialog).getByLabelText('Выбрать файл CSV'), csvFile());
    expect(await within(dialog).findByText('21 строка не будет загружена')).toBeTruthy();
    expect(within(dialog).getByText('3 товара уже такие, как в файле')).toBeTruthy();
    const importButton = within(dialog).getByRole('button', {
      name: 'Загрузить 0 товаров',
    }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
