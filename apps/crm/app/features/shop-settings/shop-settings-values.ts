import type { DeliveryKind, ShopSettingsFieldsFragment, ShopSettingsInput } from '@donut/graphql';
import { fromMinorUnits, shopSettingsSchema, validateWith, type MessageDescriptor } from '@donut/validation';
import {
  orNull,
  translationValues,
  wholeNumber,
  type TranslationValues,
} from '../../shared/catalogue/catalogue-form-values';

export const DELIVERY_KINDS: readonly DeliveryKind[] = ['pickup', 'courier', 'post'];

/** A delivery kind as typed: its amounts as text in the currency, its name and description per site language. */
export interface DeliveryValues {
  kind: DeliveryKind;
  isEnabled: boolean;
  price: string;
  freeFrom: string;
  texts: Record<string, TranslationValues>;
}

export interface ShopSettingsValues {
  /** The three kinds, always in the order of DELIVERY_KINDS. */
  deliveries: DeliveryValues[];
  onlinePayment: boolean;
  paymentWindow: string;
}

/** Whether a kind has a price of its own (pickup costs nothing) and a free-from amount (courier only). */
export const hasPrice = (kind: DeliveryKind) => kind !== 'pickup';
export const hasFreeFrom = (kind: DeliveryKind) => kind === 'courier';

/** The saved settings as the form starts: amounts in the currency's `digits`, a text group per site language. */
export function shopSettingsValues(
  saved: ShopSettingsFieldsFragment,
  digits: number,
  languages: readonly string[],
): ShopSettingsValues {
  const amount = (minor: number | null) => (minor === null ? '' : fromMinorUnits(minor, digits));
  return {
    deliveries: DELIVERY_KINDS.map((kind) => {
      const found = saved.deliveries.find((delivery) => delivery.kind === kind);
      return {
        kind,
        isEnabled: found?.is_enabled ?? false,
        price: found && hasPrice(kind) ? amount(found.price_minor) : '',
        freeFrom: found && hasFreeFrom(kind) ? amount(found.free_from_minor) : '',
        texts: translationValues(found?.texts ?? [], languages),
      };
    }),
    onlinePayment: saved.online_payment_enabled,
    paymentWindow: String(saved.payment_window_minutes),
  };
}

/** SaveShopSettings' input: every kind, the texts typed in some language, amounts as the owner typed them. */
export function toShopSettingsInput(values: ShopSettingsValues): ShopSettingsInput {
  return {
    deliveries: values.deliveries.map((delivery) => ({
      kind: delivery.kind,
      is_enabled: delivery.isEnabled,
      price: hasPrice(delivery.kind) ? orNull(delivery.price) : null,
      free_from: hasFreeFrom(delivery.kind) ? orNull(delivery.freeFrom) : null,
      texts: Object.entries(delivery.texts)
        .filter(([, text]) => text.name.trim() || text.description.trim())
        .map(([language, text]) => ({
          language,
          name: text.name.trim(),
          description: orNull(text.description),
        })),
    })),
    online_payment_enabled: values.onlinePayment,
    // The schema refuses text that is not a whole number; GraphQL's Int would refuse it with no field named.
    payment_window_minutes: wholeNumber(values.paymentWindow) as number,
  };
}

/**
 * The form's name of a field an input path names (the API's and the schema's): a text's `deliveries[1].texts[0].name`
 * (by its place in what was sent) as `deliveries[1].texts.<language>.name`; any other as it is.
 */
export function shopSettingsFieldOf(path: string, input: ShopSettingsInput): string {
  const text = /^deliveries\[(\d+)\]\.texts\[(\d+)\]\.(\w+)$/.exec(path);
  if (!text) return path;
  const language = input.deliveries[Number(text[1])]?.texts[Number(text[2])]?.language;
  return `deliveries[${text[1]}].texts.${language}.${text[3]}`;
}

/** The shared rules (`shopSettingsSchema` with the currency's decimals): each field's first error by its form path. */
export function validateShopSettings(
  values: ShopSettingsValues,
  digits: number,
): Record<string, MessageDescriptor> {
  const input = toShopSettingsInput(values);
  const result = validateWith(shopSettingsSchema(digits), input);
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([path, message]) => [shopSettingsFieldOf(path, input), message]),
  );
}
