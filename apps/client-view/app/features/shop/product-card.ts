import type { GetPublicProductQuery, PublicProductCardFieldsFragment } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { formatMoney, type Currency } from '../../shared/money';

/** A product as the shop page's card shows it, its prices already in words. */
export interface ProductCard {
  id: string;
  name: string;
  photos: string[];
  /** The lowest price a customer pays, e.g. "39,90 ₾". */
  price: string;
  /** The cheapest variant's regular price, struck through beside its discount price; null without one. */
  regularPrice: string | null;
  /** The variants cost different amounts: "from". */
  isFrom: boolean;
  isSoldOut: boolean;
}

type PublicVariant = GetPublicProductQuery['public_product']['product']['variants'][number];

/** A variant as the product page offers it, its prices in words. */
export interface VariantOffer {
  id: string;
  optionValues: string[];
  /** What the customer pays: the discount price when there is one. */
  price: string;
  regularPrice: string | null;
  stockState: PublicVariant['stock_state'];
  /** The units left, known only when few or none are (ADR 0035); null: plenty, or not counted. */
  available: number | null;
}

/** Formatted on the server (see `formatMoney`), so the page hydrates with the same text. */
export function productCard(
  product: PublicProductCardFieldsFragment,
  currency: Currency,
  locale: Locale,
): ProductCard {
  return {
    id: product.id,
    name: product.name,
    photos: product.photos.map((photo) => photo.url),
    price: formatMoney(product.min_price_minor, currency, locale),
    regularPrice:
      product.regular_price_minor === null
        ? null
        : formatMoney(product.regular_price_minor, currency, locale),
    isFrom: product.price_is_from,
    isSoldOut: product.is_sold_out,
  };
}

export function variantOffer(variant: PublicVariant, currency: Currency, locale: Locale): VariantOffer {
  const discount = variant.discount_price_minor;
  return {
    id: variant.id,
    optionValues: variant.option_values,
    price: formatMoney(discount ?? variant.price_minor, currency, locale),
    regularPrice: discount === null ? null : formatMoney(variant.price_minor, currency, locale),
    stockState: variant.stock_state,
    available: variant.available,
  };
}
