import { addToCart } from '../cart/cart-api';
import type { CustomerOrder } from './customer-orders';

export interface RepeatResult {
  /** Lines put back in the cart. */
  added: number;
  /** Names of the lines no longer sold (their variant gone, or the API refused them). */
  missing: string[];
}

/** Puts an order's lines whose variants are still sold back in the cart, one SetCartLine each. */
export async function repeatOrder(order: Pick<CustomerOrder, 'items'>): Promise<RepeatResult> {
  const result: RepeatResult = { added: 0, missing: [] };
  for (const item of order.items) {
    if (!item.variant_id) {
      result.missing.push(item.name);
      continue;
    }
    const added = await addToCart(item.variant_id, item.quantity);
    if (added.ok) result.added += 1;
    else result.missing.push(item.name);
  }
  return result;
}
