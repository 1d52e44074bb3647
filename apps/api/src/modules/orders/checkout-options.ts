import { eq } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema';
import type { CustomerPrincipal } from '../../core/principal';
import { translate } from '../../i18n/translate';
import { projectCurrency } from '../catalogue/catalogue-fields';
import type { PublicShopSite } from './shop-site';
import { loadShopSettings } from './shop-settings.service';

/**
 * What a checkout on the site may choose, in the site's language: the delivery kinds switched on (pickup only when
 * the site has an address), the site's addresses, the payment methods (on receipt always; online when the shop
 * takes it and the project has a currency to charge in), and the signed-in customer's personal discount.
 */
export async function checkoutOptions(db: Db, found: PublicShopSite, customer: CustomerPrincipal | null) {
  const { project, site, language } = found;
  const [settings, currency, discount] = await Promise.all([
    loadShopSettings(db, project.id),
    projectCurrency(db, project),
    customer ? customerDiscountPercent(db, customer.customerId) : 0,
  ]);
  const deliveries = settings.deliveries
    .filter((delivery) => delivery.isEnabled && (delivery.kind !== 'pickup' || site.addresses.length > 0))
    .map((delivery) => {
      const texts = delivery.texts[language] ?? delivery.texts[site.defaultLanguage];
      return {
        kind: delivery.kind,
        name: texts?.name ?? translate(language as Locale, `api.orders.delivery.${delivery.kind}`),
        description: texts?.description ?? null,
        price_minor: delivery.priceMinor,
        free_from_minor: delivery.freeFromMinor,
      };
    });
  return {
    currency: currency.code,
    deliveries,
    pickup_addresses: site.addresses.map((address) => ({
      id: address.id,
      title: address.title,
      address: address.address,
    })),
    payment_methods: [
      'cash_on_receipt',
      'card_on_receipt',
      ...(settings.onlinePaymentEnabled && currency.code ? ['online' as const] : []),
    ] as Array<'cash_on_receipt' | 'card_on_receipt' | 'online'>,
    discount_percent: discount,
  };
}

/** The customer's personal discount, in whole percent (0 for none). */
export async function customerDiscountPercent(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ percent: customers.discountPercent })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.percent ?? 0;
}
