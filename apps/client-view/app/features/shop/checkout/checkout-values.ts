import type { DeliveryKind, GetCheckoutOptionsQuery, PaymentMethod, PlaceOrderInput } from '@donut/graphql';
import type { Cart } from '../cart/cart-api';

export type CheckoutOptions = GetCheckoutOptionsQuery['checkout_options'];
export type DeliveryOption = CheckoutOptions['deliveries'][number];

/** The checkout form's values as its fields hold them. */
export interface CheckoutValues {
  name: string;
  phone: string;
  email: string;
  delivery_kind: DeliveryKind | '';
  address: string;
  pickup_address_id: string;
  comment: string;
  payment_method: PaymentMethod | '';
}

/** The form's first values: the only delivery, the only pickup address and the first payment method chosen. */
export function checkoutValues(options: CheckoutOptions): CheckoutValues {
  return {
    name: '',
    phone: '',
    email: '',
    delivery_kind: options.deliveries.length === 1 ? options.deliveries[0].kind : '',
    address: '',
    pickup_address_id: options.pickup_addresses.length === 1 ? options.pickup_addresses[0].id : '',
    comment: '',
    payment_method: options.payment_methods[0] ?? '',
  };
}

/** A signed-in customer's name, phone and e-mail, where the fields are still empty. */
export function prefilled(
  values: CheckoutValues,
  profile: { name: string | null; phone: string | null; email: string | null },
): CheckoutValues {
  return {
    ...values,
    name: values.name || profile.name || '',
    phone: values.phone || profile.phone || '',
    email: values.email || profile.email || '',
  };
}

export interface CheckoutTotals {
  subtotal: number;
  discount: number;
  /** Null until a delivery is chosen. */
  delivery: number | null;
  total: number;
}

/**
 * The summary as the API will price it (ADR 0036): the personal discount is whole percent of the items, rounded
 * down; the courier is free from `free_from_minor`, compared with the items after the discount.
 */
export function checkoutTotals(
  cart: Pick<Cart, 'subtotal_minor'>,
  options: Pick<CheckoutOptions, 'deliveries' | 'discount_percent'>,
  kind: DeliveryKind | '',
): CheckoutTotals {
  const subtotal = cart.subtotal_minor;
  const discount = Math.floor((subtotal * options.discount_percent) / 100);
  const option = options.deliveries.find((one) => one.kind === kind);
  const items = subtotal - discount;
  const delivery = option
    ? option.kind === 'courier' && option.free_from_minor !== null && items >= option.free_from_minor
      ? 0
      : option.price_minor
    : null;
  return { subtotal, discount, delivery, total: items + (delivery ?? 0) };
}

/** Whether the delivery needs the customer's address (courier and post). */
export const needsAddress = (kind: DeliveryKind | '') => kind === 'courier' || kind === 'post';

/** PlaceOrder's input: the cart's lines that can be ordered, the form's values and the checkout's key. */
export function toCheckoutInput(
  values: CheckoutValues,
  cart: Cart,
  idempotencyKey: string,
  cartToken: string | null,
): PlaceOrderInput {
  return {
    items: cart.lines
      .filter((line) => line.can_order)
      .map((line) => ({ variant_id: line.variant_id, quantity: line.quantity })),
    name: values.name,
    phone: values.phone,
    email: values.email.trim() || null,
    delivery_kind: values.delivery_kind as DeliveryKind,
    address: needsAddress(values.delivery_kind) ? values.address : null,
    pickup_address_id: values.delivery_kind === 'pickup' ? values.pickup_address_id || null : null,
    comment: values.comment.trim() || null,
    payment_method: values.payment_method as PaymentMethod,
    idempotency_key: idempotencyKey,
    cart_token: cartToken,
  };
}

/**
 * An error path of the schema or the API (`input.items[1].quantity`, `address`) → the form's field, or the cart
 * line's index for an item's error.
 */
export function errorTarget(path: string): { field: string } | { line: number } {
  const bare = path.replace(/^input\./, '');
  const item = /^items\[(\d+)\]/.exec(bare);
  if (item) return { line: Number(item[1]) };
  return { field: bare.split(/[.[]/)[0] };
}
