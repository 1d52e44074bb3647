import type { Locale } from '@donut/i18n';
import { formatMoney } from '../../../shared/money';
import type { Cart } from './cart-api';

/** Formats the cart's amounts in its own currency. */
export const cartMoney =
  (cart: Pick<Cart, 'currency_code' | 'currency_minor_digits'>, locale: Locale) => (minor: number) =>
    formatMoney(minor, { code: cart.currency_code, minorDigits: cart.currency_minor_digits }, locale);

/** The lines checkout accepts: a cart holding none cannot be ordered. */
export const orderableLines = (cart: Cart) => cart.lines.filter((line) => line.can_order);
