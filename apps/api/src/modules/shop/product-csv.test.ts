import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { ownerWithProject, type TestProject } from '../../testing/owners';
import { productCategories, products, productVariants, rates, subscriptions } from '../../db/schema';
import { readCsv } from '../../core/csv';
import { importCsv, P, sizedTee, simpleProduct } from './shop-testing';

/** The headings of the products' CSV in English, as a file made from an English export starts. */
const HEADINGS = [
  'Product ID',
  'Name',
  'Description',
  'Category',
  'Shown on the site',
  'Option 1 name',
  'Option 1 value',
  'Option 2 name',
  'Option 2 value',
  'Option 3 name',
  'Option 3 value',
  'SKU',
  'Price',
  'Discount price',
  'Stock (empty: not tracked)',
];
const KEYS = [
  'id',
  'name',
  'description',
  'category',
  'visible',
  'o1',
  'v1',
  'o2',
  'v2',
  'o3',
  'v3',
  'sku',
  'price',
  'discount',
  'stock',
] as const;
type Row = Partial<Record<(typeof KEYS)[number], string>>;

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
/** A CSV file of the given rows under the English headings. */
const csvOf = (rows: Row[]) =>
  [HEADINGS, ...rows.map((row) => KEYS.map((key) => row[key] ?? ''))]
    .map((cells) => cells.map(quoted).join(','))
    .join('\n');

const mug = (fields: Row = {}): Row => ({ name: 'Mug', price: '12.50', sku: 'MUG-1', stock: '5', ...fields });

describe.each(testEngines)('products as CSV on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const call = async (
    owner: TestProject,
    query: string,
    variables: Record<string, unknown> = {},
    language = 'en',
  ) => t.graphql(query, { project_id: owner.projectId, ...variables }, language, owner.ownerToken);
  const ok = async (
    owner: TestProject,
    query: string,
    variables: Record<string, unknown> = {},
    language = 'en',
  ) => {
    const result = await call(owner, query, variables, language);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return Object.values(result.data)[0] as ReturnType<typeof JSON.parse>;
  };
  const imported = async (
    owner: TestProject,
    csv: string | Buffer,
    options: { apply?: boolean; language?: string } = {},
  ) => {
    const result = await importCsv(t, owner, csv, options);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data.import_products;
  };
  /** The project's products and variants as stored, in the owner's order: what "nothing changed" compares. */
  const catalogue = async (owner: TestProject) => {
    const rows = await t.db
      .select()
      .from(products)
      .where(eq(products.projectId, owner.projectId))
      .orderBy(asc(products.position));
    const variants = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.projectId, owner.projectId))
      .orderBy(asc(productVariants.productId), asc(productVariants.position));
    return { rows, variants };
  };
  const categoryNames = async (owner: TestProject) =>
    (
      await t.db
        .select({ name: productCategories.name })
        .from(productCategories)
        .where(eq(productCategories.projectId, owner.projectId))
        .orderBy(asc(productCategories.position))
    ).map((row) => row.name);
  const exported = async (owner: TestProject, variables: Record<string, unknown> = {}, language = 'en') => {
    const reading = readCsv(await ok(owner, P.export, variables, language));
    if (!reading.ok) throw new Error('unreadable export');
    return reading.records.filter((record) => record.some(Boolean));
  };

  it('exports one row per variant, the product repeated on each, in the owner’s language', async () => {
    const owner = await ownerWithProject(t);
    const shirts = await ok(owner, P.createCategory, { input: { name: 'Shirts' } });
    await ok(owner, P.create, {
      input: sizedTee(1, { category_id: shirts.id, description: 'Washed, "soft"' }, 'TEE-A'),
    });
    await ok(owner, P.create, {
      input: simpleProduct({ name: '=Poster', is_visible: false }, { price: '30', stock: null }),
    });
    const [headings, ...rows] = await exported(owner, {}, 'ru');
    expect(headings).toEqual([
      'ID товара',
      'Название',
      'Описание',
      'Категория',
      'Показывать на сайте',
      'Параметр 1: название',
      'Параметр 1: значение',
      'Параметр 2: название',
      'Параметр 2: значение',
      'Параметр 3: название',
      'Параметр 3: значение',
      'Артикул',
      'Цена',
      'Цена со скидкой',
      'Остаток (пусто — не учитывается)',
    ]);
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.slice(1).join('|'))).toEqual([
      'Linen tee|Washed, "soft"|Shirts|да|Size|S|Colour|Sand|||TEE-A|45.00||1',
      'Linen tee|Washed, "soft"|Shirts|да|Size|S|Colour|Black||||45.00||0',
      'Linen tee|Washed, "soft"|Shirts|да|Size|M|Colour|Sand||||45.00|39.90|4',
      'Linen tee|Washed, "soft"|Shirts|да|Size|M|Colour|Black||||48.00||',
      // A formula-like name is kept as text in spreadsheets; the reading takes the guard off again.
      '=Poster|||нет||||||||30.00||',
    ]);
    expect(new Set(rows.slice(0, 4).map((row) => row[0])).size).toBe(1);
    const text = await ok(owner, P.export);
    expect(text.startsWith('\uFEFFProduct ID,Name,')).toBe(true);
    expect(text).toContain(",'=Poster,");
    // The list's filter narrows the file as it narrows the list.
    const hidden = await exported(owner, { filter: { is_visible: false } });
    expect(hidden.slice(1).map((row) => row[1])).toEqual(['=Poster']);
  });

  it('checks a good file without writing, then imports it in one go', async () => {
    const owner = await ownerWithProject(t);
    const csv = csvOf([
      {
        name: 'Linen tee',
        description: 'Washed linen',
        category: 'Shirts',
        visible: 'yes',
        o1: 'Size',
        v1: 'S',
        sku: 'TEE-S',
        price: '45',
        stock: '3',
      },
      { name: 'Linen tee', o1: 'Size', v1: 'M', sku: 'TEE-M', price: '45,50', discount: '39.90', stock: '' },
      mug({ category: 'Kitchen', visible: 'no' }),
      { name: 'Poster', category: 'shirts', sku: 'POSTER', price: '1 500' },
    ]);
    const preview = await imported(owner, csv);
    expect(preview).toEqual({
      is_applied: false,
      row_count: 4,
      created: 3,
      updated: 0,
      unchanged: 0,
      refused_rows: 0,
      new_categories: ['Shirts', 'Kitchen'],
      ignored_columns: [],
      problems: [],
    });
    expect((await catalogue(owner)).rows).toHaveLength(0);
    expect(await categoryNames(owner)).toEqual([]);

    expect(await imported(owner, csv, { apply: true })).toMatchObject({
      is_applied: true,
      created: 3,
      refused_rows: 0,
    });
    expect(await categoryNames(owner)).toEqual(['Shirts', 'Kitchen']);
    const { rows, variants } = await catalogue(owner);
    expect(rows.map((row) => [row.name, row.isVisible, row.minPriceMinor, row.options])).toEqual([
      ['Linen tee', true, 3990, [{ name: 'Size', values: ['S', 'M'] }]],
      ['Mug', false, 1250, []],
      ['Poster', true, 150000, []],
    ]);
    expect(rows[0].categoryId).toBe(rows[2].categoryId);
    const tee = variants.filter((variant) => variant.productId === rows[0].id);
    expect(tee.map((v) => [v.optionValues, v.sku, v.priceMinor, v.discountPriceMinor, v.stock])).toEqual([
      [['S'], 'TEE-S', 4500, null, 3],
      [['M'], 'TEE-M', 4550, 3990, null],
    ]);
  });

  it('refuses rows with their line, column and reason in the owner’s language, and imports the rest', async () => {
    const owner = await ownerWithProject(t);
    const csv = csvOf([
      mug(),
      { name: 'Tee', o1: 'Size', v1: 'S', sku: 'T-S', price: '10' },
      { name: 'Tee', o1: 'Size', v1: 'M', sku: 'T-M', price: 'ten' },
      { name: 'Cap', sku: 'CAP', price: '20', discount: '25' },
      { name: 'Scarf', sku: 'MUG-1', price: '5' },
      { name: 'Socks', price: '5' },
      { name: 'Belt', sku: 'BELT', price: '5', stock: '-1', visible: 'maybe' },
      { id: '00000000-0000-4000-8000-000000000001', name: 'Ghost', sku: 'GHOST', price: '1' },
    ]);
    const report = await imported(owner, csv, { apply: true, language: 'ru' });
    expect(report).toMatchObject({ created: 1, updated: 0, refused_rows: 7, row_count: 8 });
    expect(report.problems).toEqual([
      { line: 3, column: null, message: 'Не загружена вместе с остальным товаром: см. строку 4.' },
      { line: 4, column: 'Цена', message: 'Значение должно быть целым или десятичным числом' },
      { line: 5, column: 'Цена со скидкой', message: 'Цена со скидкой не может быть выше обычной цены' },
      { line: 6, column: 'Артикул', message: 'Этот артикул уже есть в строке 2.' },
      {
        line: 7,
        column: 'Артикул',
        message: 'Укажите артикул или ID товара: по ним импорт найдёт товар в следующий раз.',
      },
      { line: 8, column: 'Показывать на сайте', message: 'Напишите «да» или «нет».' },
      {
        line: 8,
        column: 'Остаток (пусто — не учитывается)',
        message: 'Значение должно быть положительным числом',
      },
      {
        line: 9,
        column: 'ID товара',
        message: 'В проекте нет товара с таким ID. Чтобы добавить новый товар, оставьте ID пустым.',
      },
    ]);
    expect((await catalogue(owner)).rows.map((row) => row.name)).toEqual(['Mug']);
  });

  it('refuses a discount above the price, as the editor does, and writes nothing for it', async () => {
    const owner = await ownerWithProject(t);
    const report = await imported(owner, csvOf([mug({ price: '10', discount: '10.01' })]), { apply: true });
    expect(report).toMatchObject({ created: 0, refused_rows: 1 });
    expect(report.problems).toEqual([
      {
        line: 2,
        column: 'Discount price',
        message: 'The discount price cannot be higher than the regular price',
      },
    ]);
    expect((await catalogue(owner)).rows).toHaveLength(0);
  });

  it('reads its own export back as unchanged, and a file imported twice changes nothing the second time', async () => {
    const owner = await ownerWithProject(t);
    const shirts = await ok(owner, P.createCategory, { input: { name: 'Shirts' } });
    await ok(owner, P.create, { input: sizedTee(2, { category_id: shirts.id }, 'RT-1') });
    await ok(owner, P.create, {
      input: simpleProduct(
        { name: 'Tote', translations: [{ language: 'ka', name: 'ჩანთა' }] },
        { sku: null, stock: null },
      ),
    });
    const before = await catalogue(owner);
    for (const language of ['en', 'ru', 'ka']) {
      const file = await ok(owner, P.export, {}, language);
      expect(await imported(owner, file, { apply: true, language })).toMatchObject({
        created: 0,
        updated: 0,
        unchanged: 2,
        refused_rows: 0,
      });
    }
    expect(await catalogue(owner)).toEqual(before);

    const csv = csvOf([
      mug({ category: 'Kitchen' }),
      { name: 'Plate', sku: 'PLATE', price: '7', category: 'Kitchen' },
    ]);
    expect(await imported(owner, csv, { apply: true })).toMatchObject({
      created: 2,
      new_categories: ['Kitchen'],
    });
    const once = await catalogue(owner);
    expect(await imported(owner, csv, { apply: true })).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
      new_categories: [],
    });
    expect(await catalogue(owner)).toEqual(once);
    expect(await categoryNames(owner)).toEqual(['Shirts', 'Kitchen']);
  });

  it('updates a product found by its ID or its SKUs, keeping its variants, photos order and translations', async () => {
    const owner = await ownerWithProject(t);
    const tee = await ok(owner, P.create, {
      input: sizedTee(5, { translations: [{ language: 'ru', name: 'Футболка' }] }, 'UP-S-SAND'),
    });
    const rows = (await exported(owner)).slice(1);
    // Prices up, the M/Black variant dropped, a new L/Sand one added; found again by the product's ID.
    const edited = rows
      .filter((row) => !(row[6] === 'M' && row[8] === 'Black'))
      .map((row) => [...row.slice(0, 12), row[12] === '45.00' ? '50.00' : row[12], ...row.slice(13)]);
    edited.push([
      tee.id,
      'Linen tee',
      '',
      '',
      'yes',
      'Size',
      'L',
      'Colour',
      'Sand',
      '',
      '',
      'UP-L-SAND',
      '52',
      '',
      '2',
    ]);
    const csv = [HEADINGS, ...edited].map((cells) => cells.map(quoted).join(',')).join('\n');
    expect(await imported(owner, csv, { apply: true })).toMatchObject({
      updated: 1,
      created: 0,
      refused_rows: 0,
    });
    const saved = await ok(owner, P.one, { id: tee.id });
    expect(saved.options).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Sand', 'Black'] },
    ]);
    expect(saved.variants.map((v: { id: string }) => v.id).slice(0, 3)).toEqual(
      tee.variants.slice(0, 3).map((v: { id: string }) => v.id),
    );
    expect(
      saved.variants.map((v: { price_minor: number; stock: number | null }) => [v.price_minor, v.stock]),
    ).toEqual([
      [5000, 5],
      [5000, 0],
      [5000, 4],
      [5200, 2],
    ]);
    expect(saved.translations).toEqual([{ language: 'ru', name: 'Футболка', description: null }]);
    // Without the ID column the SKU finds the product.
    const bySku = csvOf([
      { name: 'Linen tee', o1: 'Size', v1: 'S', o2: 'Colour', v2: 'Sand', sku: 'up-s-sand', price: '60' },
    ]);
    expect(await imported(owner, bySku, { apply: true })).toMatchObject({ updated: 1, created: 0 });
    expect((await ok(owner, P.one, { id: tee.id })).variants).toHaveLength(1);
  });

  it("refuses the new products past the plan's max_products with the plan's message, and still updates", async () => {
    const owner = await ownerWithProject(t);
    await t.db.update(rates).set({ maxProducts: 3 }).where(eq(rates.code, 'start'));
    const [start] = await t.db.select({ id: rates.id }).from(rates).where(eq(rates.code, 'start'));
    await t.db
      .update(subscriptions)
      .set({ rateId: start.id })
      .where(eq(subscriptions.clientId, owner.ownerId));
    const mugRow = await ok(owner, P.create, { input: simpleProduct({ name: 'Mug' }, { sku: 'MUG-1' }) });
    await ok(owner, P.create, { input: simpleProduct({ name: 'Cup' }, { sku: 'CUP' }) });
    const csv = csvOf([
      { name: 'Plate', sku: 'PLATE', price: '7' },
      mug({ price: '99' }),
      { name: 'Bowl', o1: 'Size', v1: 'S', sku: 'BOWL-S', price: '8' },
      { name: 'Bowl', o1: 'Size', v1: 'L', sku: 'BOWL-L', price: '9' },
    ]);
    const report = await imported(owner, csv, { apply: true, language: 'ru' });
    const limit = 'Тариф «Старт» позволяет до 3 товаров. Чтобы добавить больше, выберите тариф побольше.';
    expect(report).toMatchObject({ created: 1, updated: 1, refused_rows: 2 });
    expect(report.problems).toEqual([
      { line: 4, column: null, message: limit },
      { line: 5, column: null, message: limit },
    ]);
    const { rows } = await catalogue(owner);
    expect(rows.map((row) => row.name)).toEqual(['Mug', 'Cup', 'Plate']);
    expect((await ok(owner, P.one, { id: mugRow.id })).variants[0].price_minor).toBe(9900);
  });

  it('lets no owner import into or export another owner’s project, nor reach its products by ID', async () => {
    const alice = await ownerWithProject(t);
    const bob = await ownerWithProject(t);
    const secret = await ok(alice, P.create, { input: simpleProduct({ name: 'Secret' }, { sku: 'SECRET' }) });
    const before = await catalogue(alice);
    const intruder = { ...bob, projectId: alice.projectId };
    expect((await call(intruder, P.export)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    const overwrite = csvOf([{ id: secret.id, name: 'Stolen', sku: 'SECRET', price: '1' }]);
    for (const apply of [false, true])
      expect((await importCsv(t, intruder, overwrite, { apply })).errors?.[0].extensions.code).toBe(
        'NOT_FOUND',
      );
    // In Bob's own project Alice's product ID names nothing, and her SKU is free to use.
    const report = await imported(bob, overwrite, { apply: true });
    expect(report.problems.map((found: { column: string }) => found.column)).toEqual(['Product ID']);
    expect(
      await imported(bob, csvOf([{ name: 'Mine', sku: 'SECRET', price: '1' }]), { apply: true }),
    ).toMatchObject({
      created: 1,
    });
    expect(await catalogue(alice)).toEqual(before);
    expect(await exported(bob)).not.toContainEqual(expect.arrayContaining(['Secret']));
  });

  it('writes nothing when the import fails midway', async () => {
    const owner = await ownerWithProject(t);
    await ok(owner, P.create, { input: simpleProduct({ name: 'Kept' }, { sku: 'KEPT', price: '1' }) });
    await ok(owner, P.create, { input: simpleProduct({ name: 'Old' }, { sku: 'BOOM', price: '1' }) });
    const before = await catalogue(owner);
    // The database fails the last write as an outage would: after a category, two new products and one change.
    await t.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Boom' then raise exception 'disk full'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_boom before insert or update on products
      for each row execute function refuse_boom()`);
    try {
      const csv = csvOf([
        { name: 'Kept', sku: 'KEPT', price: '2' },
        { name: 'First', sku: 'F', price: '1', category: 'New' },
        { name: 'Boom', sku: 'BOOM', price: '1' },
        { name: 'Last', sku: 'L', price: '1' },
      ]);
      expect(await imported(owner, csv)).toMatchObject({ created: 2, updated: 2, refused_rows: 0 });
      const result = await importCsv(t, owner, csv, { apply: true });
      expect(result.errors?.[0].extensions.code).toBe('INTERNAL');
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom on products`);
      await t.db.execute(sql`drop function refuse_boom()`);
    }
    expect(await catalogue(owner)).toEqual(before);
    expect(await categoryNames(owner)).toEqual([]);
  });

  it('refuses a file it cannot read as a whole, saying why', async () => {
    const owner = await ownerWithProject(t);
    const refusal = async (csv: string | Buffer) => {
      const result = await importCsv(t, owner, csv, { apply: true });
      return [result.errors?.[0].extensions.code, result.errors?.[0].message];
    };
    expect(await refusal(Buffer.alloc(1024 * 1024 + 1, 'a'))).toEqual([
      'PAYLOAD_TOO_LARGE',
      'The file is larger than 1 MB. Split it into smaller files.',
    ]);
    const many = csvOf(
      Array.from({ length: 2001 }, (_, at) => ({ name: `P${at}`, sku: `P${at}`, price: '1' })),
    );
    expect(await refusal(many)).toEqual([
      'BAD_USER_INPUT',
      'The file has more than 2000 rows. Split it into smaller files.',
    ]);
    expect(await refusal('Name,Price\nMug,1')).toEqual([
      'BAD_USER_INPUT',
      expect.stringMatching(
        /^The file lacks the columns Description, Category, .*, SKU, Discount price, Stock/,
      ),
    ]);
    expect(await refusal(Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0xff]))).toEqual([
      'BAD_USER_INPUT',
      'The file is not UTF-8 text. In your spreadsheet program, save it as “CSV UTF-8”.',
    ]);
    expect(await refusal(`${HEADINGS.join(',')}\n"Mug,1`)).toEqual([
      'BAD_USER_INPUT',
      'The file cannot be read as CSV: a quote in row 2 is never closed.',
    ]);
    expect((await importCsv(t, owner, '')).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await catalogue(owner)).rows).toHaveLength(0);
  });

  it('reads a semicolon-separated file with Russian headings and decimal commas, as Excel in Russian saves it', async () => {
    const owner = await ownerWithProject(t);
    const headings = (await exported(owner, {}, 'ru'))[0];
    const row = ['', 'Кружка', '', 'Посуда', 'да', '', '', '', '', '', '', 'K-1', '12,50', '9,99', '3'];
    const csv = `\uFEFF${headings.join(';')}\r\n${row.join(';')}\r\n`;
    expect(await imported(owner, csv, { apply: true })).toMatchObject({ created: 1, refused_rows: 0 });
    const [variant] = (await catalogue(owner)).variants;
    expect([variant.priceMinor, variant.discountPriceMinor, variant.stock]).toEqual([1250, 999, 3]);
  });

  it('holds each owner to 30 checks or imports an hour', async () => {
    const owner = await ownerWithProject(t);
    const csv = csvOf([mug()]);
    for (let at = 0; at < 30; at += 1) expect((await importCsv(t, owner, csv)).errors).toBeUndefined();
    const refused = await importCsv(t, owner, csv);
    expect(refused.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    const other = await ownerWithProject(t);
    expect((await importCsv(t, other, csv)).errors).toBeUndefined();
  });

  it('imports 2000 rows within the request’s time, then finds them unchanged', async () => {
    const owner = await ownerWithProject(t);
    const rows = Array.from({ length: 1000 }, (_, at) =>
      (['S', 'M'] as const).map((size) => ({
        name: `Tee ${at}`,
        category: `Group ${at % 20}`,
        o1: 'Size',
        v1: size,
        sku: `BULK-${at}-${size}`,
        price: size === 'S' ? '10' : '11',
        stock: size === 'S' ? '1' : '',
      })),
    ).flat();
    const csv = csvOf(rows);
    const started = Date.now();
    expect(await imported(owner, csv, { apply: true })).toMatchObject({ created: 1000, refused_rows: 0 });
    const took = Date.now() - started;
    expect(await imported(owner, csv, { apply: true })).toMatchObject({ created: 0, unchanged: 1000 });
    expect((await catalogue(owner)).variants).toHaveLength(2000);
    // The GraphQL execution limit is 10 s; the import stays well inside it.
    expect(took).toBeLessThan(8000);
  });

  // PGlite has one connection, so requests cannot overlap there: the race is shown on PostgreSQL only.
  if (engine === 'postgres')
    it('adds a product once when the same file is imported twice at the same time', async () => {
      const owner = await ownerWithProject(t);
      const csv = csvOf([mug(), { name: 'Plate', sku: 'PLATE', price: '7', category: 'Kitchen' }]);
      const reports = await Promise.all([1, 2].map(() => imported(owner, csv, { apply: true })));
      expect(reports.map((report) => report.created).sort()).toEqual([0, 2]);
      expect((await catalogue(owner)).rows).toHaveLength(2);
      expect(await categoryNames(owner)).toEqual(['Kitchen']);
    });
});
