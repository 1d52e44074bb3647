import { and, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { payments, rates } from '../../db/schema';
import { listMeta, type Page } from '../../core/pagination';

/** The owner's successful payments as receipts, newest first. */
export async function listReceipts(db: Db, clientId: string, page: Page, locale: Locale) {
  const paid = and(eq(payments.clientId, clientId), eq(payments.status, 'succeeded'));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ payment: payments, rateName: rates.name })
      .from(payments)
      .innerJoin(rates, eq(rates.id, payments.rateId))
      .where(paid)
      .orderBy(desc(payments.paidAt), desc(payments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(payments).where(paid),
  ]);
  const list = rows.map(({ payment, rateName }) => ({
    id: payment.id,
    payment_id: payment.providerPaymentId,
    rate_name: rateName[locale],
    billing_period: payment.billingPeriod,
    amount_minor: payment.amountMinor,
    currency: payment.currency,
    period_start: (payment.periodStart ?? payment.createdAt).toISOString(),
    period_end: (payment.periodEnd ?? payment.createdAt).toISOString(),
    paid_at: (payment.paidAt ?? payment.createdAt).toISOString(),
  }));
  return { list, meta: listMeta(page, list.length, total) };
}
