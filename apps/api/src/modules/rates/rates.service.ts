import { asc, sql } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { rates } from '../../db/schema';

/** Percent saved by a yearly payment against twelve monthly ones, rounded. */
export function yearlyDiscountPercent(monthly: number | null, yearly: number | null): number | null {
  if (!monthly || !yearly) return null;
  return Math.round((1 - yearly / (monthly * 12)) * 100);
}

/** All plans, cheapest first, Enterprise last. Seven rows: no pagination needed. */
export async function listRates(db: Db, locale: Locale) {
  const rows = await db
    .select({
      id: rates.id,
      code: rates.code,
      name: sql<string>`${rates.name} ->> ${locale}`,
      description: sql<string>`${rates.description} ->> ${locale}`,
      price_monthly: rates.priceMonthly,
      price_yearly: rates.priceYearly,
      max_employees: rates.maxEmployees,
      max_products: rates.maxProducts,
      max_services: rates.maxServices,
      max_chats: rates.maxChats,
      max_storage: rates.maxStorageGb,
      support_type: rates.supportType,
      no_ads: rates.noAds,
    })
    .from(rates)
    .orderBy(asc(rates.sortOrder));
  return rows.map((row) => ({
    ...row,
    id: String(row.id),
    yearly_discount_percent: yearlyDiscountPercent(row.price_monthly, row.price_yearly),
  }));
}
