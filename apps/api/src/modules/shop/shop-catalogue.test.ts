import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { ownerWithProject, type TestProject } from '../../testing/owners';
import { productVariants, products } from '../../db/schema';
import { P, simpleProduct, sizedTee } from './shop-testing';

interface Variant {
  id: string;
  option_values: string[];
  sku: string | null;
  price_minor: number;
  discount_price_minor: number | null;
  stock: number | null;
}

describe.each(testEngines)("the shop's catalogue on %s", (engine) => {
  let t: TestApp;
  let shop: TestProject;
  let other: TestProject;
  beforeAll(async () => {
    t = await createTestApp(engine);
    shop = await ownerWithProject(t);
    other = await ownerWithProject(t);
  });
  afterAll(() => t.dispose());

  const as = (owner: TestProject, query: string, variables: Record<string, unknown> = {}, language = 'en') =>
    t.graphql(query, { project_id: owner.projectId, ...variables }, language, owner.ownerToken);
  const ok = async (owner: TestProject, query: string, variables: Record<string, unknown> = {}) => {
    const result = await as(owner, query, variables);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return Object.values(result.data)[0] as ReturnType<typeof JSON.parse>;
  };
  const fieldErrors = (result: { errors?: Array<{ extensions?: { fields?: Record<string, string> } }> }) =>
    result.errors?.[0]?.extensions?.fields;
  const names = async (owner: TestProject, variables: Record<string, unknown> = {}) =>
    (await ok(owner, P.list, { limit: 100, ...variables })).list.map(
      (product: { name: string }) => product.name,
    );
  const productCount = async () => (await t.db.select().from(products)).length;

  it('adds a product in variants by size and colour, each with its price, discount and stock', async () => {
    const shirts = await ok(shop, P.createCategory, {
      input: { name: 'Shirts', translations: [{ language: 'ka', name: 'პერანგები' }] },
    });
    expect(shirts).toMatchObject({ name: 'Shirts', is_visible: true, product_count: 0 });
    const tee = await ok(shop, P.create, {
      input: sizedTee(
        1,
        {
          category_id: shirts.id,
          description: 'Washed linen',
          translations: [{ language: 'ru', name: 'Льняная футболка', description: 'Стираный лён' }],
        },
        'TEE-S-SAND',
      ),
    });
    expect(tee).toMatchObject({
      name: 'Linen tee',
      category_id: shirts.id,
      is_visible: true,
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Sand', 'Black'] },
      ],
      min_price_minor: 3990,
      stock_total: 5,
      is_sold_out: false,
      translations: [{ language: 'ru', name: 'Льняная футболка', description: 'Стираный лён' }],
    });
    expect(
      tee.variants.map((variant: Variant) => [variant.option_values, variant.price_minor, variant.stock]),
    ).toEqual([
      [['S', 'Sand'], 4500, 1],
      [['S', 'Black'], 4500, 0],
      [['M', 'Sand'], 4500, 4],
      [['M', 'Black'], 4800, null],
    ]);
    expect(tee.variants[2].discount_price_minor).toBe(3990);
    expect((await ok(shop, P.categories)).list[0]).toMatchObject({ id: shirts.id, product_count: 1 });
  });

  it('refuses bad input with the field, in the caller’s language, and writes nothing', async () => {
    const before = await productCount();
    const discount = await as(
      shop,
      P.create,
      { input: simpleProduct({}, { price: '30', discount_price: '31' }) },
      'ru',
    );
    expect(discount.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(fieldErrors(discount)).toEqual({
      'variants[0].discount_price': 'Цена со скидкой не может быть выше обычной цены',
    });
    const stock = await as(shop, P.create, { input: simpleProduct({}, { stock: -2 }) });
    expect(fieldErrors(stock)).toEqual({ 'variants[0].stock': 'Value must be a positive number' });
    const combo = await as(shop, P.create, {
      input: sizedTee(1, {
        variants: [
          { option_values: ['S', 'Sand'], price: '1' },
          { option_values: ['s', 'SAND'], price: '2' },
        ],
      }),
    });
    expect(fieldErrors(combo)).toEqual({ 'variants[1].option_values': 'This option already exists' });
    const sku = await as(shop, P.create, { input: simpleProduct({ name: 'Copy' }, { sku: 'tee-s-sand' }) });
    expect(fieldErrors(sku)).toEqual({ 'variants[0].sku': 'Value must be unique' });
    const category = await as(shop, P.create, {
      input: simpleProduct({ category_id: '00000000-0000-4000-8000-00000000dead' }),
    });
    expect(fieldErrors(category)).toEqual({ category_id: 'Invalid value' });
    expect(await productCount()).toBe(before);
  });

  it('keeps the variants an edit keeps, and counts units sold while the owner’s form was open', async () => {
    const tee = await ok(shop, P.create, { input: sizedTee(5, { name: 'Oxford shirt' }) });
    const [small, , medium, mediumBlack] = tee.variants as Variant[];
    // Two units of the small one sell while the form is open.
    await t.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, small.id));
    const edited = await ok(shop, P.update, {
      id: tee.id,
      input: {
        name: 'Oxford shirt',
        options: [
          { name: 'Size', values: ['S', 'M', 'L'] },
          { name: 'Colour', values: ['Sand', 'Black'] },
        ],
        variants: [
          // The owner saw 5 and typed 6 (one more came in): 3 left + 1 = 4.
          { id: small.id, option_values: ['S', 'Sand'], price: '45', stock: 6, stock_seen: 5, sku: 'OX-S' },
          // Values swapped between two kept variants.
          { id: medium.id, option_values: ['M', 'Black'], price: '50', stock: 2 },
          { id: mediumBlack.id, option_values: ['M', 'Sand'], price: '50', stock: null },
          { option_values: ['L', 'Sand'], price: '52', stock: 7 },
        ],
      },
    });
    const variants = edited.variants as Variant[];
    expect(variants.map((variant) => variant.id).slice(0, 3)).toEqual([small.id, medium.id, mediumBlack.id]);
    expect(variants.map((variant) => [variant.option_values.join('/'), variant.stock, variant.sku])).toEqual([
      ['S/Sand', 4, 'OX-S'],
      ['M/Black', 2, null],
      ['M/Sand', null, null],
      ['L/Sand', 7, null],
    ]);
    expect(edited.stock_total).toBe(13);

    // The owner takes away more than is left: refused, and nothing changes.
    await t.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, small.id));
    const refused = await as(
      shop,
      P.update,
      {
        id: tee.id,
        input: { name: 'Renamed', variants: [{ id: small.id, price: '45', stock: 1, stock_seen: 4 }] },
      },
      'ru',
    );
    expect(fieldErrors(refused)).toEqual({ 'variants[0].stock': 'Недостаточное количество' });
    const after = await ok(shop, P.one, { id: tee.id });
    expect(after.name).toBe('Oxford shirt');
    expect(after.variants).toHaveLength(4);

    // Another product's variant is not this product's to keep.
    const other = await ok(shop, P.create, { input: simpleProduct({ name: 'Belt' }) });
    const foreign = await as(shop, P.update, {
      id: tee.id,
      input: simpleProduct({ name: 'Oxford shirt' }, { id: other.variants[0].id }),
    });
    expect(fieldErrors(foreign)).toEqual({ 'variants[0].id': 'Invalid value' });
  });

  it('searches names and SKUs, filters by stock, discount and category, sorts by price and stock', async () => {
    const owner = await ownerWithProject(t);
    const caps = await ok(owner, P.createCategory, { input: { name: 'Caps' } });
    await ok(owner, P.create, {
      input: simpleProduct({ name: 'Wool cap', category_id: caps.id }, { price: '25', stock: 0 }),
    });
    await ok(owner, P.create, {
      input: simpleProduct({ name: 'Silk scarf' }, { price: '60', stock: null, sku: 'SC-1' }),
    });
    await ok(owner, P.create, {
      input: simpleProduct({ name: 'Leather belt' }, { price: '80', discount_price: '20', stock: 3 }),
    });
    expect(await names(owner, { search: 'sc-1' })).toEqual(['Silk scarf']);
    expect(await names(owner, { filter: { stock_state: 'sold_out' } })).toEqual(['Wool cap']);
    expect(await names(owner, { filter: { stock_state: 'not_tracked' } })).toEqual(['Silk scarf']);
    expect(await names(owner, { filter: { stock_state: 'in_stock' } })).toEqual([
      'Silk scarf',
      'Leather belt',
    ]);
    expect(await names(owner, { filter: { has_discount: true } })).toEqual(['Leather belt']);
    expect(await names(owner, { filter: { category_id: caps.id } })).toEqual(['Wool cap']);
    expect(await names(owner, { filter: { no_category: true } })).toEqual(['Silk scarf', 'Leather belt']);
    expect(await names(owner, { sort: { field: 'price', direction: 'asc' } })).toEqual([
      'Leather belt',
      'Wool cap',
      'Silk scarf',
    ]);
    expect(await names(owner, { sort: { field: 'stock', direction: 'desc' } })).toEqual([
      'Leather belt',
      'Wool cap',
      'Silk scarf',
    ]);
    const page = await ok(owner, P.list, { limit: 2 });
    expect(page.meta).toEqual({ count: 2, total: 3, has_next_page: true });
  });

  it('reads a page of products in the same few statements however many products it holds', async () => {
    const owner = await ownerWithProject(t);
    const statements = async () => {
      const before = t.queries.count;
      await ok(owner, P.list, { limit: 50 });
      return t.queries.count - before;
    };
    await ok(owner, P.create, { input: sizedTee(1, { name: 'One' }) });
    const withOne = await statements();
    for (let i = 0; i < 6; i++) await ok(owner, P.create, { input: sizedTee(1, { name: `More ${i}` }) });
    expect(await statements()).toBe(withOne);
    expect(withOne).toBeLessThanOrEqual(5);
  });

  it('reorders, hides in bulk, and deletes a category moving its products', async () => {
    const owner = await ownerWithProject(t);
    const a = await ok(owner, P.createCategory, { input: { name: 'Bags' } });
    const b = await ok(owner, P.createCategory, { input: { name: 'Belts' } });
    const duplicate = await as(owner, P.createCategory, { input: { name: 'bags' } });
    expect(fieldErrors(duplicate)).toEqual({ name: 'This option already exists' });
    const tote = await ok(owner, P.create, { input: simpleProduct({ name: 'Tote', category_id: a.id }) });
    const belt = await ok(owner, P.create, { input: simpleProduct({ name: 'Belt', category_id: a.id }) });
    expect(await ok(owner, P.reorder, { ids: [belt.id, tote.id] })).toBe(true);
    expect(await names(owner)).toEqual(['Belt', 'Tote']);
    expect(await ok(owner, P.visibility, { ids: [belt.id, tote.id], is_visible: false })).toBe(2);
    expect(await names(owner, { filter: { is_visible: false } })).toEqual(['Belt', 'Tote']);
    expect(await ok(owner, P.removeCategory, { id: a.id, move_products_to: b.id })).toBe(true);
    const categories = (await ok(owner, P.categories)).list;
    expect(categories).toEqual([expect.objectContaining({ id: b.id, product_count: 2 })]);
    expect(await ok(owner, P.remove, { id: tote.id })).toBe(true);
    expect(await names(owner)).toEqual(['Belt']);
    const left = await t.db.select().from(productVariants).where(eq(productVariants.productId, tote.id));
    expect(left).toHaveLength(0);
  });

  it('never lets one owner see or change another owner’s products, and a visitor nothing', async () => {
    const product = await ok(shop, P.create, { input: simpleProduct({ name: 'Private' }) });
    const category = (await ok(shop, P.categories)).list[0];
    const asOther = (query: string, variables: Record<string, unknown>) =>
      t.graphql(query, { project_id: shop.projectId, ...variables }, 'en', other.ownerToken);
    for (const [query, variables] of [
      [P.list, {}],
      [P.one, { id: product.id }],
      [P.categories, {}],
      [P.update, { id: product.id, input: simpleProduct() }],
      [P.remove, { id: product.id }],
      [P.reorder, { ids: [product.id] }],
      [P.visibility, { ids: [product.id], is_visible: false }],
      [P.createCategory, { input: { name: 'Mine' } }],
      [P.updateCategory, { id: category.id, input: { name: 'Mine' } }],
      [P.removeCategory, { id: category.id }],
      [P.reorderCategories, { ids: [category.id] }],
      [P.create, { input: simpleProduct() }],
    ] as const) {
      expect((await asOther(query, variables)).errors?.[0].extensions.code).toBe('NOT_FOUND');
      const visitor = await t.graphql(query, { project_id: shop.projectId, ...variables }, 'en');
      expect(visitor.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    // Their own project does not reach the product by its id either.
    const byId = await as(other, P.one, { id: product.id });
    expect(byId.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(await ok(other, P.visibility, { ids: [product.id], is_visible: false })).toBe(0);
    expect((await ok(shop, P.one, { id: product.id })).is_visible).toBe(true);
  });
});
