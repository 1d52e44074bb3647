import { translationList } from '../catalogue/catalogue-view';
import type { ShopSettingsView } from './shop-settings.service';

/** The shop's settings as the owner's GraphQL type `ShopSettings` shows them. */
export const toShopSettings = (projectId: string, settings: ShopSettingsView) => ({
  project_id: projectId,
  deliveries: settings.deliveries.map((delivery) => ({
    kind: delivery.kind,
    is_enabled: delivery.isEnabled,
    price_minor: delivery.priceMinor,
    free_from_minor: delivery.freeFromMinor,
    texts: translationList(delivery.texts),
  })),
  online_payment_enabled: settings.onlinePaymentEnabled,
  payment_window_minutes: settings.paymentWindowMinutes,
});
