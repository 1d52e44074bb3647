import { browserPublicEnv } from '@donut/app-shell';
import {
  GetCheckoutOptionsDocument,
  GetOrderPaymentDocument,
  graphqlFetch,
  PayOrderDocument,
  PlaceOrderDocument,
  type GetOrderPaymentQuery,
  type GraphqlResult,
  type PlaceOrderInput,
  type PlaceOrderMutation,
} from '@donut/graphql';
import { selectIsAuthenticated } from '@donut/store';
import { customerSession, pageLocale, siteDomain } from '../../../shared/customer-session/customer-session';
import { currentPageStore } from '../../../shared/customer-session/page-store';
import type { CheckoutOptions } from './checkout-values';

export type PlacedOrder = PlaceOrderMutation['place_order'];

async function callOptions() {
  const isSignedIn = selectIsAuthenticated(currentPageStore().getState());
  return {
    url: `${browserPublicEnv().apiUrl}/graphql`,
    accessToken: isSignedIn ? await customerSession().getAccessToken() : null,
    language: pageLocale(),
  };
}

/**
 * A key for one checkout (8 to 64 characters): sent again with a retry, it makes the API answer the first order
 * instead of placing a second. `randomUUID` needs a secure context, which a site on plain http is not.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the checkout offers, as the page's customer (whose personal discount it carries) or a visitor. */
export async function fetchCheckoutOptions(): Promise<GraphqlResult<CheckoutOptions>> {
  const result = await graphqlFetch(
    GetCheckoutOptionsDocument,
    { domain: siteDomain() },
    await callOptions(),
  );
  return result.ok ? { ok: true, data: result.data.checkout_options } : result;
}

/** Places the order as the signed-in customer when the page has one, else as a visitor known by name and phone. */
export async function placeOrder(input: PlaceOrderInput): Promise<GraphqlResult<PlacedOrder>> {
  const result = await graphqlFetch(PlaceOrderDocument, { domain: siteDomain(), input }, await callOptions());
  return result.ok ? { ok: true, data: result.data.place_order } : result;
}

export type OrderPaymentState = GetOrderPaymentQuery['order_payment'];

/** The order's payment as the site's return page shows it (known by the order's id, like a payment link). */
export async function fetchOrderPayment(orderId: string): Promise<GraphqlResult<OrderPaymentState>> {
  const result = await graphqlFetch(
    GetOrderPaymentDocument,
    { domain: siteDomain(), order_id: orderId },
    await callOptions(),
  );
  return result.ok ? { ok: true, data: result.data.order_payment } : result;
}

/** Opens the payment provider's checkout for an online order: the address to send the payer to. */
export async function startOrderPayment(orderId: string): Promise<GraphqlResult<string>> {
  const result = await graphqlFetch(
    PayOrderDocument,
    { domain: siteDomain(), order_id: orderId },
    await callOptions(),
  );
  return result.ok ? { ok: true, data: result.data.pay_order.url } : result;
}
