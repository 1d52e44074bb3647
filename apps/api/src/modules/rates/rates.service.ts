import { asc, sql } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { rates } from '../../db/schema';

/** Percent saved by a yearly payment against twelve monthly ones, rounded. */
export function yearlyDiscountPercent(monthly: number | null, yearly: number | null): number | null {
  if (!monthly || !yearly) return null;
  return Math.round((1 - yearly / (monthly * 12)) * 100);
}

type RateRow = typeof rates.$inferSelect;

/** Spec §3 Rate in the reader's language, from a stored plan. */
export function toRateView(row: RateRow, locale: Locale) {
  return {
    id: String(row.id),
    code: row.code,
    name: row.name[locale],
    description: row.description[locale],
    price_monthly: row.priceMonthly,
    price_yearly: row.priceYearly,
    yearly_discount_percent: yearlyDiscountPercent(row.priceMonthly, row.priceYearly),
    max_employees: row.maxEmployees,
    max_products: row.maxProducts,
    max_services: row.maxServices,
    max_chats: row.maxChats,
    max_storage: row.maxStorageGb,
    support_type: row.supportType,
    no_ads: row.noAds,
  };
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
