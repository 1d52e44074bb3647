import { toImage } from '../files/store-image';
import type { CategoryWithCount } from '../catalogue/catalogue-categories';
import { categoryView, translationList } from '../catalogue/catalogue-view';
import type { ProductWithVariants } from './products.service';

type UploadUrl = (key: string) => string;

/** Units over the tracked variants, or null when none is tracked. */
function stockTotal(product: ProductWithVariants): number | null {
  const tracked = product.variants.filter((variant) => variant.stock !== null);
  return tracked.length ? tracked.reduce((sum, variant) => sum + (variant.stock ?? 0), 0) : null;
}

/** A product as the owner's GraphQL type `Product` shows it. */
export function toProduct(product: ProductWithVariants, uploadUrl: UploadUrl) {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    translations: translationList(product.translations),
    category_id: product.categoryId,
    photos: product.photos.flatMap((photo) => toImage(photo, uploadUrl) ?? []),
    is_visible: product.isVisible,
    options: product.options,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      option_values: variant.optionValues,
      sku: variant.sku,
      price_minor: variant.priceMinor,
      discount_price_minor: variant.discountPriceMinor,
      stock: variant.stock,
    })),
    variant_count: product.variants.length,
    min_price_minor: product.minPriceMinor,
    stock_total: stockTotal(product),
    is_sold_out: product.variants.every((variant) => variant.stock === 0),
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

export const toProductCategory = (row: CategoryWithCount) => ({
  ...categoryView(row),
  product_count: row.itemCount,
});
