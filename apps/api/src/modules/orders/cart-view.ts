import { toImage } from '../files/store-image';
import { stockState } from '../shop/public-product-view';
import type { CartLineRow } from './cart.service';

type UploadUrl = (key: string) => string;

/** The cart as the GraphQL type `Cart` shows it: lines priced now, and the subtotal of those that can be ordered. */
export function toCart(
  lines: CartLineRow[],
  currency: { code: string; minorDigits: number },
  uploadUrl: UploadUrl,
) {
  const view = lines.flatMap(({ variantId, quantity, variant }) => {
    // A line of a product the shop hides is left out while it is hidden (the line stays, for when it is back).
    if (!variant) return [];
    const price = variant.discountPriceMinor ?? variant.priceMinor;
    const state = stockState(variant.stock);
    return [
      {
        variant_id: variantId,
        product_id: variant.productId,
        name: variant.name,
        option_values: variant.optionValues,
        photo: variant.photos[0] ? toImage(variant.photos[0], uploadUrl) : null,
        price_minor: price,
        regular_price_minor: variant.priceMinor,
        quantity,
        available: state === 'in_stock' ? null : variant.stock,
        can_order: variant.stock === null || variant.stock >= quantity,
      },
    ];
  });
  return {
    lines: view,
    count: view.reduce((sum, line) => sum + line.quantity, 0),
    subtotal_minor: view
      .filter((line) => line.can_order)
      .reduce((sum, line) => sum + line.price_minor * line.quantity, 0),
    currency_code: currency.code,
    currency_minor_digits: currency.minorDigits,
  };
}
