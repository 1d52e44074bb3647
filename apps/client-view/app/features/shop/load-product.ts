import type { ApolloClient } from '@apollo/client';
import { notFound } from '@donut/app-shell';
import { readApiError, GetPublicProductDocument } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { variantOffer, type VariantOffer } from './product-card';
import type { ProductCategory } from './load-shop';

export interface ProductOption {
  name: string;
  values: string[];
}

export interface ProductPageData {
  product: {
    id: string;
    name: string;
    description: string | null;
    photos: string[];
    options: ProductOption[];
    variants: VariantOffer[];
  };
  category: ProductCategory | null;
}

/** One visible product with its variants; unknown, hidden, in a hidden category or a mangled address: the 404 screen. */
export async function loadProductPage(
  apollo: ApolloClient,
  request: Request,
  domain: string,
  locale: Locale,
  id: string,
): Promise<ProductPageData> {
  const { data } = await apollo
    .query({
      query: GetPublicProductDocument,
      variables: { domain, language: locale, id: id.slice(0, 64) },
      fetchPolicy: 'no-cache',
    })
    .catch((error: unknown) => {
      // An address no product can have (a mangled link) is missing, like an unknown one.
      const { code } = readApiError(error);
      if (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND') notFound(request);
      throw error;
    });
  if (!data) notFound(request);
  const { product, category } = data.public_product;
  const currency = {
    code: data.public_product.currency_code,
    minorDigits: data.public_product.currency_minor_digits,
  };
  return {
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      photos: product.photos.map((photo) => photo.url),
      options: product.options,
      variants: product.variants.map((variant) => variantOffer(variant, currency, locale)),
    },
    category: category ?? null,
  };
}
