import { print } from 'graphql';
import {
  GetPublicProductCatalogueDocument,
  GetPublicProductDocument,
  SaveSiteSettingsDocument,
} from '@donut/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { ownerWithProject, type TestProject } from '../../testing/owners';
import { P, simpleProduct, sizedTee } from './shop-testing';

const S = {
  catalogue: print(GetPublicProductCatalogueDocument),
  product: print(GetPublicProductDocument),
  saveSite: print(SaveSiteSettingsDocument),
};

interface Card {
  id: string;
  name: string;
  min_price_minor: number;
  price_is_from: boolean;
  regular_price_minor: number | null;
  has_discount: boolean;
  is_sold_out: boolean;
}

describe.each(testEngines)("the shop's storefront on %s", (engine) => {
  let t: TestApp;
  let shop: TestProject;
  let other: TestProject;
  let shirts: { id: string };
  let hiddenCategory: { id: string };
  let tee: { id: string };
  let tote: { id: string };
  let hidden: { id: string };
  let inHiddenCategory: { id: string };
  let elsewhere: { id: string };

  const ok = async (owner: TestProject, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql(
      query,
      { project_id: owner.projectId, ...variables },
      'en',
      owner.ownerToken,
    );
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return Object.values(result.data)[0] as ReturnType<typeof JSON.parse>;
  };
  const publish = (owner: TestProject, is_published = true) =>
    ok(owner, S.saveSite, {
      input: {
        is_published,
        languages: ['en', 'ka'],
        default_language: 'en',
        texts: [],
        contacts: { phones: [] },
        addresses: [],
      },
    });
  /** An anonymous visitor's call, as the client view makes it. */
  const visit = (query: string, variables: Record<string, unknown>) => t.graphql(query, variables, 'en');
  const catalogue = async (variables: Record<string, unknown> = {}) => {
    const result = await visit(S.catalogue, { domain: shop.domain, language: 'en', ...variables });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data.public_product_catalogue;
  };
  const names = async (variables: Record<string, unknown> = {}) =>
    (await catalogue(variables)).products.list.map((card: Card) => card.name);
  const codeOf = (result: { errors?: Array<{ extensions?: { code?: string } }> }) =>
    result.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    t = await createTestApp(engine);
    shop = await ownerWithProject(t);
    other = await ownerWithProject(t);
    await publish(shop);
    await publish(other);
    shirts = await ok(shop, P.createCategory, {
      input: { name: 'Shirts', translations: [{ language: 'ka', name: 'პერანგები' }] },
    });
    hiddenCategory = await ok(shop, P.createCategory, { input: { name: 'Drafts', is_visible: false } });
    tee = await ok(shop, P.create, {
      input: sizedTee(1, {
        category_id: shirts.id,
        description: 'Washed linen',
        translations: [{ language: 'ka', name: 'სელის მაისური', description: 'გარეცხილი სელი' }],
      }),
    });
    tote = await ok(shop, P.create, { input: simpleProduct({ name: 'Canvas tote' }, { stock: 0 }) });
    hidden = await ok(shop, P.create, { input: simpleProduct({ name: 'Secret tote', is_visible: false }) });
    inHiddenCategory = await ok(shop, P.create, {
      input: simpleProduct({ name: 'Draft belt', category_id: hiddenCategory.id }),
    });
    elsewhere = await ok(other, P.create, { input: simpleProduct({ name: 'Foreign mug' }) });
  });
  afterAll(() => t.dispose());

  it('shows visible products in visible categories (or none) with the prices and states of their cards', async () => {
    const shown = await catalogue();
    expect(shown).toMatchObject({
      currency_minor_digits: 2,
      categories: [{ id: shirts.id, name: 'Shirts' }],
    });
    expect(shown.products.meta).toEqual({ count: 2, total: 2, has_next_page: false });
    const [teeCard, toteCard] = shown.products.list as Card[];
    expect(teeCard).toMatchObject({
      id: tee.id,
      name: 'Linen tee',
      min_price_minor: 3990,
      price_is_from: true,
      regular_price_minor: 4500,
      has_discount: true,
      is_sold_out: false,
    });
    expect(toteCard).toMatchObject({
      id: tote.id,
      min_price_minor: 3000,
      price_is_from: false,
      regular_price_minor: null,
      has_discount: false,
      is_sold_out: true,
    });
  });

  it("gives the texts in the reader's language when translated, else the main ones", async () => {
    const ka = await catalogue({ language: 'ka' });
    expect(ka.categories).toEqual([{ id: shirts.id, name: 'პერანგები' }]);
    expect(ka.products.list.map((card: Card) => card.name)).toEqual(['სელის მაისური', 'Canvas tote']);
    // A language the site does not speak falls back to its default.
    expect(await names({ language: 'ru' })).toEqual(['Linen tee', 'Canvas tote']);
    const page = await visit(S.product, { domain: shop.domain, language: 'ka', id: tee.id });
    expect(page.data.public_product).toMatchObject({
      category: { id: shirts.id, name: 'პერანგები' },
      product: { name: 'სელის მაისური', description: 'გარეცხილი სელი' },
    });
  });

  it('narrows to a category, searches names in both languages, and pages', async () => {
    expect(await names({ category_id: shirts.id })).toEqual(['Linen tee']);
    expect(await names({ category_id: hiddenCategory.id })).toEqual([]);
    expect(await names({ search: 'TOTE' })).toEqual(['Canvas tote']);
    expect(await names({ search: 'სელის', language: 'ka' })).toEqual(['სელის მაისური']);
    const first = await catalogue({ limit: 1 });
    expect(first.products.meta).toEqual({ count: 1, total: 2, has_next_page: true });
    const second = await catalogue({ limit: 1, offset: 1 });
    expect(second.products.list.map((card: Card) => card.name)).toEqual(['Canvas tote']);
    expect(second.products.meta.has_next_page).toBe(false);
  });

  it('refuses a search over 100 characters and a page outside 1 to 48', async () => {
    const long = await visit(S.catalogue, { domain: shop.domain, search: 'x'.repeat(101) });
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    for (const limit of [0, 49])
      expect(codeOf(await visit(S.catalogue, { domain: shop.domain, limit }))).toBe('BAD_USER_INPUT');
    expect((await catalogue({ limit: 48 })).products.list).toHaveLength(2);
  });

  it('shows a product with its options and each variant’s price and stock state, exact units only when few', async () => {
    const result = await visit(S.product, { domain: shop.domain, language: 'en', id: tee.id });
    expect(result.errors).toBeUndefined();
    const { currency_minor_digits, category, product } = result.data.public_product;
    expect(currency_minor_digits).toBe(2);
    expect(category).toEqual({ id: shirts.id, name: 'Shirts' });
    expect(product.options).toEqual([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Sand', 'Black'] },
    ]);
    expect(
      product.variants.map((variant: Record<string, unknown>) => [
        variant.option_values,
        variant.price_minor,
        variant.discount_price_minor,
        variant.stock_state,
        variant.available,
      ]),
    ).toEqual([
      [['S', 'Sand'], 4500, null, 'low_stock', 1],
      [['S', 'Black'], 4500, null, 'sold_out', 0],
      [['M', 'Sand'], 4500, 3990, 'low_stock', 4],
      [['M', 'Black'], 4800, null, 'in_stock', null],
    ]);
    const plenty = await ok(shop, P.create, { input: simpleProduct({ name: 'Mug' }, { stock: 40 }) });
    const mug = await visit(S.product, { domain: shop.domain, id: plenty.id });
    // Forty units read as "in stock": a competitor learns no more than a customer needs.
    expect(mug.data.public_product.product.variants).toEqual([
      expect.objectContaining({ stock_state: 'in_stock', available: null }),
    ]);
    await ok(shop, P.remove, { id: plenty.id });
  });

  it('answers NOT_FOUND alike for a hidden product, one in a hidden category, another project’s, or an unknown one', async () => {
    const unknown = await visit(S.product, {
      domain: shop.domain,
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.data).toBeNull();
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    for (const id of [hidden.id, inHiddenCategory.id, elsewhere.id])
      expect(await visit(S.product, { domain: shop.domain, id })).toEqual(unknown);
    // The other project's own site shows it.
    const own = await visit(S.product, { domain: other.domain, id: elsewhere.id });
    expect(own.data.public_product.product.name).toBe('Foreign mug');
    expect(await names()).not.toContain('Secret tote');
  });

  it('answers NOT_FOUND for an unknown site, an unpublished one, and one whose products section is hidden', async () => {
    const unknown = await visit(S.catalogue, { domain: 'nobody-has-this-domain' });
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    const draft = await ownerWithProject(t);
    const draftTote = await ok(draft, P.create, { input: simpleProduct() });
    expect(codeOf(await visit(S.catalogue, { domain: draft.domain }))).toBe('NOT_FOUND');
    expect(codeOf(await visit(S.product, { domain: draft.domain, id: draftTote.id }))).toBe('NOT_FOUND');
    await publish(draft);
    expect((await visit(S.catalogue, { domain: draft.domain })).errors).toBeUndefined();
    const menu = await t.graphql(
      'mutation($p: ID!, $m: [MenuElementInput!]!) { save_menu(project_id: $p, menu: $m) { key } }',
      {
        p: draft.projectId,
        m: ['products', 'orders', 'services', 'applications'].map((key) => ({
          key,
          is_visible: key !== 'products',
        })),
      },
      'en',
      draft.ownerToken,
    );
    expect(menu.errors).toBeUndefined();
    expect(codeOf(await visit(S.catalogue, { domain: draft.domain }))).toBe('NOT_FOUND');
    expect(codeOf(await visit(S.product, { domain: draft.domain, id: draftTote.id }))).toBe('NOT_FOUND');
  });

  it('refuses an id of the wrong shape before any resolver runs', async () => {
    expect(codeOf(await visit(S.product, { domain: shop.domain, id: 'x' }))).toBe('BAD_USER_INPUT');
  });

  it('reads a page of the storefront in the same few statements however many products it holds', async () => {
    const owner = await ownerWithProject(t);
    await publish(owner);
    const statements = async () => {
      const before = t.queries.count;
      const result = await visit(S.catalogue, { domain: owner.domain, limit: 3 });
      expect(result.errors).toBeUndefined();
      return t.queries.count - before;
    };
    for (let i = 0; i < 4; i++)
      await ok(owner, P.create, { input: sizedTee(1, { name: `Tee ${i}` }, `S-${i}`) });
    const withFour = await statements();
    for (let i = 4; i < 10; i++)
      await ok(owner, P.create, { input: sizedTee(1, { name: `Tee ${i}` }, `S-${i}`) });
    expect(await statements()).toBe(withFour);
    expect(withFour).toBeLessThanOrEqual(8);
  });
});
