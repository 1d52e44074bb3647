// The data the figures read, made through the API's real calls: one owner with 20 projects, and shops (a published
// site selling its products, delivered by courier) for the catalogue page and the checkout.
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { parse, print } from 'graphql';

const operations = path.resolve(import.meta.dirname, '../../libs/graphql/src/operations');
/** The apps' document `folder/name` with its fragments, printed as the generated typed documents are. */
const document = (...files) =>
  print(
    parse(files.map((file) => fs.readFileSync(path.join(operations, `${file}.graphql`), 'utf8')).join('\n')),
  );

export const GET_PROJECT_LIST = document('projects/GetProjectList', 'projects/ProjectFields');
export const SAVE_PROJECT = document('projects/SaveProject', 'projects/ProjectFields');
export const GET_CHECKOUT_OPTIONS = document('checkout/GetCheckoutOptions');
export const PLACE_ORDER = document('checkout/PlaceOrder', 'checkout/CustomerOrderFields');
const SHOP = {
  currencies: document('reference/GetCurrencyList'),
  menu: document('menu/SaveMenu'),
  site: document(
    'site/SaveSiteSettings',
    'site/SiteSettingsFields',
    'site/SiteContactsFields',
    'site/SiteAddressFields',
  ),
  settings: document('orders/SaveShopSettings', 'orders/ShopSettingsFields'),
  category: document('shop/CreateProductCategory', 'shop/ProductCategoryFields'),
  product: document('shop/CreateProduct', 'shop/ProductFields'),
};

export const OWNER_PASSWORD = 'bench-harbour-47-violet';

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok || json.errors)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json).slice(0, 500)}`);
  return json;
}

/** A new owner's Bearer token. */
async function register(apiUrl, run) {
  const registered = await postJson(`${apiUrl}/auth/register`, {
    email: `bench.${run}@bench.test`,
    password: OWNER_PASSWORD,
    terms_accepted: true,
  });
  return registered.data.access_token;
}

/** Registers an owner and gives them `projects` projects; returns the Bearer token. */
export async function seedOwner(apiUrl, projects) {
  const run = Date.now().toString(36);
  const token = await register(apiUrl, run);
  for (let i = 0; i < projects; i++) {
    await postJson(
      `${apiUrl}/graphql`,
      {
        operationName: 'SaveProject',
        query: SAVE_PROJECT,
        variables: { name: `Bench project ${i}`, domain: `bench-${run}-${i}` },
      },
      { authorization: `Bearer ${token}` },
    );
  }
  const list = await postJson(
    `${apiUrl}/graphql`,
    { operationName: 'GetProjectList', query: GET_PROJECT_LIST, variables: { limit: 20 } },
    { authorization: `Bearer ${token}` },
  );
  if (list.data.project_list.list.length !== projects)
    throw new Error(`expected ${projects} projects, the list has ${list.data.project_list.list.length}`);
  return token;
}

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A 1×1 grey PNG of its own shade: a product photo the API accepts by its content. */
function pngPicture(shade) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from([0, shade, shade, shade]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** CreateProduct with one photo, as the CRM sends it (the GraphQL multipart request spec). */
async function createWithPhoto(apiUrl, token, variables, shade) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      operationName: 'CreateProduct',
      query: SHOP.product,
      variables: { ...variables, photo_uploads: [null] },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.photo_uploads.0'] }));
  form.append('0', new Blob([pngPicture(shade)], { type: 'image/png' }), `photo-${shade}.png`);
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const json = await response.json();
  if (!response.ok || json.errors)
    throw new Error(`CreateProduct answered ${response.status}: ${JSON.stringify(json).slice(0, 500)}`);
  return json;
}

const CATEGORIES = ['Shirts', 'T-shirts', 'Accessories'];
const SIZES = ['S', 'M', 'L'];

/**
 * A new owner's clothing shop on its own subdomain: the products section shown, the site published in en, ru and
 * ka, courier delivery for 5 GEL (free from 150) with payment on receipt, and `products` visible products in three
 * categories, each with `stock` units of every variant. `catalogue` makes them as a real shop's list shows them: a
 * photo each, every other one in three sizes, every third at a discount; without it each has one variant and no
 * photo (the checkout's shop). `domain` names the project's subdomain (a new one by default). Returns the token,
 * the project and its domain, and each product's variant ids.
 */
export async function seedShop(apiUrl, { products, stock, catalogue = false, domain: name }) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const token = await register(apiUrl, `shop.${run}`);
  const call = async (operationName, query, variables) =>
    (
      await postJson(
        `${apiUrl}/graphql`,
        { operationName, query, variables },
        { authorization: `Bearer ${token}` },
      )
    ).data;
  const currencies = await call('GetCurrencyList', SHOP.currencies, {
    filter: { search: 'GEL' },
    limit: 10,
  });
  const gel = currencies.currency_list.info.find((currency) => currency.code === 'GEL');
  if (!gel) throw new Error('no GEL among the currencies');
  const domain = name ?? `bench-shop-${run}`;
  const { save_project: project } = await call('SaveProject', SAVE_PROJECT, {
    name: 'Bench linen shop',
    domain,
    currency_id: gel.id,
  });
  const project_id = project.id;
  await call('SaveMenu', SHOP.menu, { project_id, menu: [{ key: 'products', is_visible: true }] });
  await call('SaveSiteSettings', SHOP.site, {
    project_id,
    input: {
      is_published: true,
      languages: ['en', 'ru', 'ka'],
      default_language: 'en',
      texts: [{ language: 'en', headline: 'Linen clothes made in Tbilisi', about: 'Small batches.' }],
      contacts: { phones: [] },
      addresses: [],
    },
  });
  await call('SaveShopSettings', SHOP.settings, {
    project_id,
    input: {
      deliveries: [
        { kind: 'courier', is_enabled: true, price: '5', free_from: '150', texts: [] },
        { kind: 'pickup', is_enabled: false, texts: [] },
        { kind: 'post', is_enabled: false, texts: [] },
      ],
      online_payment_enabled: false,
      payment_window_minutes: 60,
    },
  });
  const categoryIds = [];
  for (const name of CATEGORIES) {
    const created = await call('CreateProductCategory', SHOP.category, { project_id, input: { name } });
    categoryIds.push(created.create_product_category.id);
  }
  const made = [];
  for (let i = 0; i < products; i++) {
    const sized = catalogue && i % 2 === 1;
    const price = String(40 + (i % 7) * 5);
    const discount = catalogue && i % 3 === 0 ? String(35 + (i % 7) * 5) : null;
    const input = {
      name: `${CATEGORIES[i % CATEGORIES.length]} no. ${i + 1}`,
      description: 'Washed linen, a relaxed fit, soft from the first wear.',
      category_id: categoryIds[i % CATEGORIES.length],
      is_visible: true,
      options: sized ? [{ name: 'Size', values: SIZES }] : [],
      variants: (sized ? SIZES : [null]).map((size) => ({
        option_values: size ? [size] : [],
        sku: `B${i + 1}${size ? `-${size}` : ''}`,
        price,
        discount_price: discount,
        stock,
      })),
    };
    const answer = catalogue
      ? (await createWithPhoto(apiUrl, token, { project_id, input }, 40 + i)).data
      : await call('CreateProduct', SHOP.product, { project_id, input });
    const product = answer.create_product;
    made.push({ id: product.id, variantIds: product.variants.map((variant) => variant.id) });
  }
  return { token, projectId: project_id, domain, products: made };
}
