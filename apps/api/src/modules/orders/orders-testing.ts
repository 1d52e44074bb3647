/* Test helpers of the shop's orders: a published shop with stock, checkouts as the site sends them. */
import { print } from 'graphql';
import { SaveMenuDocument, SaveSiteSettingsDocument } from '@donut/graphql';
import type { TestApp } from '../../testing/test-app';
import type { Owner } from '../customers/customers-testing';
import { freshIp, freshKey } from '../applications/applications-testing';
import { P, simpleProduct, sizedTee } from '../shop/shop-testing';

const ORDER = `id number status payment_method payment_status pay_by customer_id contact_name contact_phone contact_email
  comment currency delivery { kind name address }
  items { variant_id product_id name option_values sku unit_price_minor regular_price_minor quantity total_minor }
  subtotal_minor discount_percent discount_minor delivery_minor total_minor channel
  history { kind status text created_at } created_at updated_at`;

export const O = {
  place: `mutation($domain: String!, $input: PlaceOrderInput!) { place_order(domain: $domain, input: $input) { ${ORDER} } }`,
  options: `query($domain: String!) { checkout_options(domain: $domain) {
    currency deliveries { kind name description price_minor free_from_minor } pickup_addresses { id title address }
    payment_methods discount_percent } }`,
  list: `query($project_id: ID!, $search: String, $filter: OrderFilter, $limit: Int, $offset: Int) {
    order_list(project_id: $project_id, search: $search, filter: $filter, limit: $limit, offset: $offset) {
      list { ${ORDER} } meta { count total has_next_page } } }`,
  one: `query($project_id: ID!, $id: ID!) { order(project_id: $project_id, id: $id) { ${ORDER} } }`,
  counts: `query($project_id: ID!) { order_counts(project_id: $project_id) { status count } }`,
  status: `mutation($project_id: ID!, $id: ID!, $status: OrderStatus!) {
    set_order_status(project_id: $project_id, id: $id, status: $status) { ${ORDER} } }`,
  payment: `mutation($project_id: ID!, $id: ID!, $payment_status: PaymentStatus!) {
    set_order_payment_status(project_id: $project_id, id: $id, payment_status: $payment_status) { ${ORDER} } }`,
  note: `mutation($project_id: ID!, $id: ID!, $text: String!) { add_order_note(project_id: $project_id, id: $id, text: $text) { ${ORDER} } }`,
  settings: `query($project_id: ID!) { shop_settings(project_id: $project_id) {
    project_id deliveries { kind is_enabled price_minor free_from_minor texts { language name description } }
    online_payment_enabled payment_window_minutes } }`,
  saveSettings: `mutation($project_id: ID!, $input: ShopSettingsInput!) { save_shop_settings(project_id: $project_id, input: $input) {
    project_id deliveries { kind is_enabled price_minor free_from_minor texts { language name description } }
    online_payment_enabled payment_window_minutes } }`,
  mine: `query($limit: Int, $offset: Int) { customer_order_list(limit: $limit, offset: $offset) {
    list { ${ORDER} } meta { count total has_next_page } } }`,
  myOne: `query($id: ID!) { customer_order(id: $id) { ${ORDER} } }`,
};

/** Courier for 5 (free from 100), post for 8, pickup at the site's address; online payment on. */
export const SHOP_SETTINGS = {
  deliveries: [
    { kind: 'pickup', is_enabled: true, texts: [] },
    {
      kind: 'courier',
      is_enabled: true,
      price: '5',
      free_from: '100',
      texts: [{ language: 'en', name: 'Courier in Tbilisi', description: 'Within a day' }],
    },
    { kind: 'post', is_enabled: false, price: '8', texts: [] },
  ],
  online_payment_enabled: true,
  payment_window_minutes: 30,
};

/** The shop's operations for tests: any test app will do (the project bots' one, or a plain one). */
export function orderHelpers(t: TestApp) {
  async function ok<T = ReturnType<typeof JSON.parse>>(
    owner: Owner,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const result = await t.graphql(query, { project_id: owner.projectId, ...variables }, 'en', owner.token);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return Object.values(result.data)[0] as T;
  }

  /** PlaceOrder as the site sends it, from a fresh address unless told. */
  async function place(
    domain: string,
    input: Record<string, unknown>,
    options: { token?: string; ip?: string; language?: string } = {},
  ) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'x-language': options.language ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: { query: O.place, variables: { domain, input } },
      remoteAddress: options.ip ?? freshIp(),
    });
    return response.json();
  }

  return {
    ok,
    place,
    /**
     * The owner's shop, open: the products section shown, the site published with one address, the delivery and
     * payment settings above, a tote (10 in stock at 30) and a tee in four variants (the first with `teeStock`).
     */
    async openShop(owner: Owner, teeStock: number | null = 1) {
      await ok(owner, print(SaveMenuDocument), { menu: [{ key: 'products', is_visible: true }] });
      const site = await ok<{ addresses: Array<{ id: string }> }>(owner, print(SaveSiteSettingsDocument), {
        input: {
          is_published: true,
          languages: ['en', 'ka'],
          default_language: 'en',
          texts: [],
          contacts: { phones: [] },
          addresses: [{ title: 'Vake', address: '12 Chavchavadze Ave', point: { lat: 41.71, lng: 44.75 } }],
        },
      });
      await ok(owner, O.saveSettings, { input: SHOP_SETTINGS });
      const tote = await ok(owner, P.create, { input: simpleProduct() });
      const tee = await ok(owner, P.create, { input: sizedTee(teeStock) });
      return { pickupAddressId: site.addresses[0].id, tote, tee };
    },
  };
}

/** A checkout of the given lines to a courier address, paid in cash on receipt, with a key of its own. */
export const checkout = (
  items: Array<{ variant_id: string; quantity: number }>,
  fields: Record<string, unknown> = {},
) => ({
  items,
  name: 'Nino Beridze',
  phone: '+995 555 12 34 56',
  delivery_kind: 'courier',
  address: '5 Rustaveli Ave, Tbilisi',
  payment_method: 'cash_on_receipt',
  idempotency_key: freshKey(),
  ...fields,
});
