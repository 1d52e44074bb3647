import type { PublicServiceCardFieldsFragment } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { getIntl } from '../../i18n/catalogs';
import { formatMoney, type Currency } from '../../shared/money';

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
