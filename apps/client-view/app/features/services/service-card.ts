import type { PublicServiceCardFieldsFragment } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { getIntl } from '../../i18n/catalogs';

/** The catalogue's currency, as the API gives it. */
export interface Currency {
  code: string;
  minorDigits: number;
}

/** A service as the services page and the service page show it, its price and length already in words. */
export interface ServiceCard {
  id: string;
  name: string;
  description: string | null;
  categoryId: string | null;
  photos: string[];
  /** What the client pays: the discount price when there is one, e.g. "45 ₾". */
  price: string;
  /** The regular price, struck through beside a discount price; null without a discount. */
  regularPrice: string | null;
  /** A "from" price: the final price depends on the job. */
  isFrom: boolean;
  /** "1 h 30 min"; empty when the owner gave no length. */
  duration: string;
  takesApplications: boolean;
}

/**
 * Formats on the server, where Node has every locale's data: the page then hydrates without the Intl polyfills a
 * browser lacking Georgian data would need, and the same text comes out on both sides.
 */
export function formatMoney(minor: number, currency: Currency, locale: Locale): string {
  const digits = {
    // Whole amounts stay short ("45 ₾"); kopecks and tetri show only when there are any.
    minimumFractionDigits: minor % 10 ** currency.minorDigits === 0 ? 0 : currency.minorDigits,
    maximumFractionDigits: currency.minorDigits,
  };
  const amount = minor / 10 ** currency.minorDigits;
  // A project that has not chosen its currency yet shows the bare amount.
  if (!/^[A-Z]{3}$/.test(currency.code)) return new Intl.NumberFormat(locale, digits).format(amount);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.code, ...digits }).format(
    amount,
  );
}

export function formatDuration(minutes: number, locale: Locale): string {
  if (minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const shape = hours === 0 ? 'minutes' : rest === 0 ? 'hours' : 'both';
  return getIntl(locale).formatMessage({ id: 'cv.services.duration' }, { shape, hours, minutes: rest });
}

/** The service in words of the page's language. */
export function serviceCard(
  service: PublicServiceCardFieldsFragment,
  currency: Currency,
  locale: Locale,
): ServiceCard {
  const discount = service.discount_price_minor;
  const hasDiscount = discount !== null && discount < service.price_minor;
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    categoryId: service.category_id,
    photos: service.photos.map((photo) => photo.url),
    price: formatMoney(hasDiscount ? discount : service.price_minor, currency, locale),
    regularPrice: hasDiscount ? formatMoney(service.price_minor, currency, locale) : null,
    isFrom: service.price_is_from,
    duration: formatDuration(service.duration_minutes, locale),
    takesApplications: service.takes_applications,
  };
}
