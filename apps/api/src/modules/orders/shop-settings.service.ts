import { eq, sql } from 'drizzle-orm';
import { shopSettingsSchema, toMinorUnits } from '@donut/validation';
import type { Db } from '../../db/database';
import {
  DELIVERY_KINDS,
  deliveryMethods,
  shopSettings,
  type DeliveryKind,
  type DeliveryTexts,
} from '../../db/schema';
import { parseForProjectCurrency, translationsByLanguage } from '../catalogue/catalogue-fields';
import type { ProjectRow } from '../projects/projects.service';

export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;

export interface ShopSettingsView {
  deliveries: DeliveryMethodRow[];
  onlinePaymentEnabled: boolean;
  paymentWindowMinutes: number;
}

const DEFAULT_WINDOW_MINUTES = 60;

/** A delivery kind the owner has not set up yet: off, free, without texts of its own. */
const unsetDelivery = (projectId: string, kind: DeliveryKind): DeliveryMethodRow => ({
  projectId,
  kind,
  isEnabled: false,
  priceMinor: 0,
  freeFromMinor: null,
  texts: {},
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

/** The shop's settings with all three delivery kinds, in their fixed order, set up or not. */
export async function loadShopSettings(db: Db, projectId: string): Promise<ShopSettingsView> {
  const [[settings], rows] = await Promise.all([
    db.select().from(shopSettings).where(eq(shopSettings.projectId, projectId)),
    db.select().from(deliveryMethods).where(eq(deliveryMethods.projectId, projectId)),
  ]);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return {
    deliveries: DELIVERY_KINDS.map((kind) => byKind.get(kind) ?? unsetDelivery(projectId, kind)),
    onlinePaymentEnabled: settings?.onlinePaymentEnabled ?? false,
    paymentWindowMinutes: settings?.paymentWindowMinutes ?? DEFAULT_WINDOW_MINUTES,
  };
}

/** SaveShopSettings: the delivery kinds given and the payment settings, in one transaction. */
export async function saveShopSettings(db: Db, project: ProjectRow, raw: unknown): Promise<ShopSettingsView> {
  const { input, digits } = await parseForProjectCurrency(db, project, shopSettingsSchema, raw);
  const amount = (text: string | null | undefined) => (text ? toMinorUnits(text, digits) : null);
  await db.transaction(async (tx) => {
    const settings = {
      onlinePaymentEnabled: input.online_payment_enabled,
      paymentWindowMinutes: input.payment_window_minutes,
      updatedAt: new Date(),
    };
    await tx
      .insert(shopSettings)
      .values({ projectId: project.id, ...settings })
      .onConflictDoUpdate({ target: shopSettings.projectId, set: settings });
    for (const delivery of input.deliveries) {
      const columns = {
        isEnabled: delivery.is_enabled,
        priceMinor: amount(delivery.price) ?? 0,
        freeFromMinor: delivery.kind === 'courier' ? amount(delivery.free_from) : null,
        texts: translationsByLanguage(delivery.texts, (item) => ({
          name: item.name,
          description: item.description ?? null,
        })) as Record<string, DeliveryTexts>,
        updatedAt: new Date(),
      };
      await tx
        .insert(deliveryMethods)
        .values({ projectId: project.id, kind: delivery.kind, ...columns })
        .onConflictDoUpdate({ target: [deliveryMethods.projectId, deliveryMethods.kind], set: columns });
    }
  });
  return loadShopSettings(db, project.id);
}

/**
 * The statement that takes the project's next order number under the settings row's lock, held until the order's
 * transaction ends, so numbers run 1, 2, 3... without gaps from concurrent checkouts or repeats. It returns the
 * number as `last_order_number`; PlaceOrder runs it as a CTE of the statement that writes the order.
 */
export function orderNumbering(tx: Db, projectId: string) {
  return tx
    .insert(shopSettings)
    .values({ projectId, lastOrderNumber: 1 })
    .onConflictDoUpdate({
      target: shopSettings.projectId,
      set: { lastOrderNumber: sql`${shopSettings.lastOrderNumber} + 1` },
    })
    .returning({ number: shopSettings.lastOrderNumber });
}
