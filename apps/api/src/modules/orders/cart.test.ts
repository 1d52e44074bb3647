import { print } from 'graphql';
import { GetCartDocument, SetCartLineDocument } from '@donut/graphql';
import { testEngines } from '../../testing/test-databases';
import {
  CAFE_BOT,
  createProjectBotTestApp,
  SALON_BOT,
  type ProjectBotTestApp,
} from '../project-bot/project-bot-testing';
import { customerHelpers, type Owner } from '../customers/customers-testing';
import { P } from '../shop/shop-testing';
import { checkout, orderHelpers } from './orders-testing';

const CART = print(GetCartDocument);
const SET = print(SetCartLineDocument);

interface Line {
  variant_id: string;
  quantity: number;
  price_minor: number;
  can_order: boolean;
}

describe.each(testEngines)("the shop's cart on %s", (engine) => {
  let t: ProjectBotTestApp;
  let h: ReturnType<typeof customerHelpers>;
  let o: ReturnType<typeof orderHelpers>;
  let shop: Owner;
  let cafe: Owner;
  let stock: Awaited<ReturnType<ReturnType<typeof orderHelpers>['openShop']>>;
  beforeAll(async () => {
    t = await createProjectBotTestApp(engine);
    h = customerHelpers(t);
    o = orderHelpers(t);
    shop = await h.ownerWithBot(SALON_BOT);
    cafe = await h.ownerWithBot(CAFE_BOT);
    stock = await o.openShop(shop, 3);
    await o.openShop(cafe, 3);
  });
  afterAll(() => t.dispose());

  const set = (domain: string, variables: Record<string, unknown>, token?: string) =>
    t.graphql(SET, { domain, ...variables }, 'en', token);
  const read = async (domain: string, cartToken: string | null, token?: string) =>
    (await t.graphql(CART, { domain, cart_token: cartToken }, 'en', token)).data.cart;
  const lines = (answer: { cart: { lines: Line[] } }) =>
    answer.cart.lines.map((line) => [line.variant_id, line.quantity]);

  it('keeps a visitor’s cart by its token, priced from the catalogue, and refuses more than is left', async () => {
    const tote = stock.tote.variants[0].id;
    const tee = stock.tee.variants[0].id;
    const first = (await set(shop.domain, { variant_id: tote, quantity: 2 })).data.set_cart_line;
    expect(first.cart_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const token = first.cart_token;
    await set(shop.domain, { cart_token: token, variant_id: tee, quantity: 3 });
    const cart = await read(shop.domain, token);
    expect(lines(cart)).toEqual([
      [tote, 2],
      [tee, 3],
    ]);
    expect(cart.cart).toMatchObject({ count: 5, subtotal_minor: 2 * 3000 + 3 * 4500 });
    expect(cart.cart_token).toBe(token);
    const tooMany = await set(shop.domain, { cart_token: token, variant_id: tee, quantity: 4 });
    expect(tooMany.errors?.[0].extensions.fields).toEqual({ quantity: 'Not enough quantity' });
    await set(shop.domain, { cart_token: token, variant_id: tote, quantity: 0 });
    expect(lines(await read(shop.domain, token))).toEqual([[tee, 3]]);
    // Another shop does not know the token, and an unknown token is answered with an empty cart to forget.
    expect(await read(cafe.domain, token)).toMatchObject({ cart: { lines: [], count: 0 }, cart_token: null });
    expect(await read(shop.domain, 'x'.repeat(32))).toMatchObject({ cart: { lines: [] }, cart_token: null });
  });

  it('leaves out a product the owner hides, and refuses to add it', async () => {
    const product = (
      await t.graphql(
        P.create,
        { project_id: shop.projectId, input: { name: 'Scarf', variants: [{ price: '9' }] } },
        'en',
        shop.token,
      )
    ).data.create_product;
    const variant = product.variants[0].id;
    const { cart_token: token } = (await set(shop.domain, { variant_id: variant, quantity: 1 })).data
      .set_cart_line;
    await t.graphql(
      P.visibility,
      { project_id: shop.projectId, ids: [product.id], is_visible: false },
      'en',
      shop.token,
    );
    expect((await read(shop.domain, token)).cart.lines).toEqual([]);
    const refused = await set(shop.domain, { cart_token: token, variant_id: variant, quantity: 1 });
    expect(refused.errors?.[0].extensions.fields).toEqual({
      variant_id: 'This product is no longer sold. Remove it from the cart.',
    });
  });

  it('keeps a customer’s cart on every device, joins the visitor’s cart at sign-in and empties what was ordered', async () => {
    const tote = stock.tote.variants[0].id;
    const tee = stock.tee.variants[2].id;
    const visitor = (await set(shop.domain, { variant_id: tote, quantity: 1 })).data.set_cart_line.cart_token;
    const customer = await h.customerOf(shop, SALON_BOT);
    await set(shop.domain, { variant_id: tote, quantity: 2 }, customer.access);
    await set(shop.domain, { variant_id: tee, quantity: 1 }, customer.access);
    // Signed in with the visitor's cart in the cookie: it joins, and the cookie's token is answered as gone.
    const joined = await read(shop.domain, visitor, customer.access);
    expect(joined.cart_token).toBeNull();
    expect(lines(joined)).toEqual([
      [tote, 3],
      [tee, 1],
    ]);
    expect((await read(shop.domain, visitor)).cart.lines).toEqual([]);
    // Another device: the token alone.
    expect(lines(await read(shop.domain, null, customer.access))).toEqual([
      [tote, 3],
      [tee, 1],
    ]);
    const placed = await o.place(shop.domain, checkout([{ variant_id: tote, quantity: 3 }]), {
      token: customer.access,
    });
    expect(placed.errors).toBeUndefined();
    expect(lines(await read(shop.domain, null, customer.access))).toEqual([[tee, 1]]);
    // A customer of another project is a visitor here.
    const stranger = await h.customerOf(cafe, CAFE_BOT);
    expect((await read(shop.domain, null, stranger.access)).cart.lines).toEqual([]);
  });
});
