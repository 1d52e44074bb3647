import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { links } from '@donut/app-shell';
import { CreateProductDocument, UpdateProductDocument } from '@donut/graphql';
import { apiErrorResult, descriptionOf, renderInCrm, testProject } from '../../testing/render-in-crm';
import { ProductEditorPage } from './product-editor-page';
import {
  currencyMock,
  languagesMock,
  product,
  productCategoriesMock,
  productMock,
  variant,
} from './products-fixtures';

const LIST = { path: '/admin/products', Component: () => <h1>The list</h1> };
const STOCK = 'Stock (empty: not tracked)';
// Variant ids as the API gives them: the shared schema refuses any other.
const SMALL = '2c1d6a3e-8f4b-4c2a-9d1e-7a6b5c4d3e21';
const MEDIUM = '2c1d6a3e-8f4b-4c2a-9d1e-7a6b5c4d3e22';

const newMugInput = {
  name: 'Mug',
  description: null,
  translations: [],
  category_id: null,
  photos: null,
  is_visible: true,
  options: [],
  variants: [{ option_values: [], sku: null, price: '12.5', discount_price: null, stock: null }],
};

function renderNew(created: object) {
  return renderInCrm(<ProductEditorPage project={testProject()} />, {
    path: '/admin/products/new',
    routes: [LIST],
    mocks: [
      currencyMock,
      languagesMock(['en']),
      productCategoriesMock([]),
      {
        request: { query: CreateProductDocument, variables: { project_id: '42', input: newMugInput } },
        result: created,
      },
      // A save drops the cached categories: the page still shown asks for them again.
      productCategoriesMock([]),
    ],
  });
}

async function fillNewMug(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name'), 'Mug');
  await user.type(screen.getByLabelText('Price'), '12.5');
}

const tShirt = product('p1', {
  name: 'T-shirt',
  options: [{ __typename: 'ProductOption', name: 'Size', values: ['S', 'M'] }],
  variants: [
    variant(SMALL, { option_values: ['S'], price_minor: 1000, stock: 3 }),
    variant(MEDIUM, { option_values: ['M'], price_minor: 1000, stock: null }),
  ],
});

function renderSaved(update: MockLink.MockedResponse) {
  return renderInCrm(<ProductEditorPage project={testProject()} productId="p1" />, {
    path: '/admin/products/:id',
    url: '/admin/products/p1',
    routes: [LIST],
    mocks: [
      currencyMock,
      languagesMock(['en']),
      productCategoriesMock([]),
      productMock(tShirt),
      update,
      productCategoriesMock([]),
    ],
  });
}

describe('ProductEditorPage', () => {
  it('adds a product without options as one variant without option values, its empty stock as null', async () => {
    const user = userEvent.setup();
    const view = renderNew({ data: { create_product: product('p9', { name: 'Mug' }) } });
    await fillNewMug(user);
    expect(screen.getByLabelText(STOCK)).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Add the product' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(view.operations()).toContain('CreateProduct');
  });

  it('shows the API’s error of a variant’s stock under that field', async () => {
    const user = userEvent.setup();
    renderNew(
      apiErrorResult('BAD_USER_INPUT', 'Check the fields', {
        'variants[0].stock': 'The stock cannot be below zero',
      }),
    );
    await fillNewMug(user);
    await user.click(screen.getByRole('button', { name: 'Add the product' }));
    await screen.findByText('The stock cannot be below zero');
    expect(descriptionOf(screen.getByLabelText(STOCK))).toContain('The stock cannot be below zero');
    expect(descriptionOf(screen.getByLabelText('Price'))).toBe('');
    expect(screen.queryByRole('heading', { name: 'The list' })).toBeNull();
  });

  it('offers a larger plan when the plan holds no more products', async () => {
    const user = userEvent.setup();
    renderNew(
      apiErrorResult(
        'PLAN_LIMIT_REACHED',
        'The “Start” plan allows up to 50 products. Choose a larger plan to add more.',
      ),
    );
    await fillNewMug(user);
    await user.click(screen.getByRole('button', { name: 'Add the product' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('allows up to 50 products');
    expect(within(notice).getByRole('link', { name: 'Choose a larger plan' }).getAttribute('href')).toBe(
      links().route('main', 'clientRates', {}, { locale: 'en' }),
    );
  });

  it("keeps the variants' ids and stock when an option value is added, and sends the stock it loaded", async () => {
    const user = userEvent.setup();
    const input = {
      name: 'T-shirt',
      description: null,
      translations: [],
      category_id: null,
      photos: null,
      is_visible: true,
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: [
        {
          id: SMALL,
          stock_seen: 3,
          option_values: ['S'],
          sku: null,
          price: '10',
          discount_price: null,
          stock: 2,
        },
        {
          id: MEDIUM,
          stock_seen: null,
          option_values: ['M'],
          sku: null,
          price: '10',
          discount_price: null,
          stock: null,
        },
        { option_values: ['L'], sku: null, price: '10', discount_price: null, stock: 5 },
      ],
    };
    const view = renderSaved({
      request: { query: UpdateProductDocument, variables: { project_id: '42', id: 'p1', input } },
      result: { data: { update_product: { ...tShirt, updated_at: '2026-11-21T10:00:00.000Z' } } },
    });
    const values = await screen.findByLabelText('Option 1 values');
    expect(screen.getByRole('heading', { name: 'T-shirt' })).toBeTruthy();
    expect(screen.getByLabelText(`${STOCK} (S)`)).toHaveProperty('value', '3');
    await user.type(values, ', L');
    expect(screen.getByLabelText(`${STOCK} (S)`)).toHaveProperty('value', '3');
    expect(screen.getByLabelText(`${STOCK} (M)`)).toHaveProperty('value', '');
    expect(screen.getByLabelText('Price (L)')).toHaveProperty('value', '10');
    await user.clear(screen.getByLabelText(`${STOCK} (S)`));
    await user.type(screen.getByLabelText(`${STOCK} (S)`), '2');
    await user.type(screen.getByLabelText(`${STOCK} (L)`), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(view.operations()).toContain('UpdateProduct');
  });
});
