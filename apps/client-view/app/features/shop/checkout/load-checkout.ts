import type { ApolloClient } from '@apollo/client';
import { notFound } from '@donut/app-shell';
import { GetCheckoutOptionsDocument, readApiError } from '@donut/graphql';
import { loadCart, type LoadedCart } from '../cart/load-cart';
import type { CheckoutOptions } from './checkout-values';

export interface LoadedCheckout extends LoadedCart {
  options: CheckoutOptions;
}

/** The cart and what its checkout offers, for the page's first render; a site without a shop: the 404 screen. */
export async function loadCheckout(
  apollo: ApolloClient,
  request: Request,
  domain: string,
): Promise<LoadedCheckout> {
  const [cart, options] = await Promise.all([
    loadCart(apollo, request, domain),
    apollo
      .query({ query: GetCheckoutOptionsDocument, variables: { domain }, fetchPolicy: 'no-cache' })
      .catch((error: unknown) => {
        if (readApiError(error).code === 'NOT_FOUND') notFound(request);
        throw error;
      }),
  ]);
  if (!options.data) notFound(request);
  return { ...cart, options: options.data.checkout_options };
}
