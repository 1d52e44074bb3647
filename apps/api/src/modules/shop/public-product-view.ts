import { toImage } from '../files/store-image';
import { shownTexts } from '../catalogue/catalogue-public';
import type { ProductWithVariants } from './products.service';
import type { VariantRow } from './product-variants';

type UploadUrl = (key: string) => string;

/**
 * At most this many units left is "low stock": the site says "Only N left" and learns the exact number. Above it
 * the site learns only that the variant is in stock (ADR 0035), as Shopify's themes show it.
 */
export const LOW_STOCK_LIMIT = 5;

export type PublicStockState = 'in_stock' | 'low_stock' | 'sold_out';

export function stockState(stock: number | null): PublicStockState {
  if (stock === null || stock > LOW_STOCK_LIMIT) return 'in_stock';
  return stock === 0 ? 'sold_out' : 'low_stock';
}

/** What a customer pays for the variant: its discount price when it has one. */
const salePrice = (variant: VariantRow) => variant.discountPriceMinor ?? variant.priceMinor;
const isDiscounted = (variant: VariantRow) =>
  variant.discountPriceMinor !== null && variant.discountPriceMinor < variant.priceMinor;

const photosOf = (product: ProductWithVariants, uploadUrl: UploadUrl) =>
  product.photos.flatMap((photo) => toImage(photo, uploadUrl) ?? []);

/** A product as the catalogue's card shows it: the lowest price, "from", the discount and sold-out state. */
export function toPublicProductCard(product: ProductWithVariants, language: string, uploadUrl: UploadUrl) {
  const { variants } = product;
  const cheapest = variants.reduce<VariantRow | null>(
    (best, variant) => (best === null || salePrice(variant) < salePrice(best) ? variant : best),
    null,
  );
  const { name, description } = shownTexts(product, language);
  return {
    id: product.id,
    name,
    description: description ?? null,
    category_id: product.categoryId,
    photos: photosOf(product, uploadUrl),
    min_price_minor: cheapest ? salePrice(cheapest) : product.minPriceMinor,
    price_is_from: new Set(variants.map(salePrice)).size > 1,
    regular_price_minor: cheapest && isDiscounted(cheapest) ? cheapest.priceMinor : null,
    has_discount: variants.some(isDiscounted),
    is_sold_out: variants.length > 0 && variants.every((variant) => variant.stock === 0),
  };
}

/** A product's page: its texts in `language`, its options and each variant's price and stock state. */
export function toPublicProduct(product: ProductWithVariants, language: string, uploadUrl: UploadUrl) {
  const { name, description } = shownTexts(product, language);
  return {
    id: product.id,
    name,
    description: description ?? null,
    category_id: product.categoryId,
    photos: photosOf(product, uploadUrl),
    options: product.options,
    variants: product.variants.map((variant) => {
      const state = stockState(variant.stock);
      return {
        id: variant.id,
        option_values: variant.optionValues,
        price_minor: variant.priceMinor,
        discount_price_minor: isDiscounted(variant) ? variant.discountPriceMinor : null,
        stock_state: state,
        available: state === 'in_stock' ? null : variant.stock,
      };
    }),
  };
}
