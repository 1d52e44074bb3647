import { serviceDurationMinutes, serviceSchema, toMinorUnits } from '@donut/validation';
import type { InferType } from 'yup';
import type { Db } from '../../db/database';
import type { ServiceTranslation } from '../../db/schema';
import { parseForProjectCurrency, translationsByLanguage } from '../catalogue/catalogue-fields';
import type { ProjectRow } from '../projects/projects.service';

export type ServiceInput = InferType<ReturnType<typeof serviceSchema>>;

/** ServiceInput checked by the shared schema against the project's currency, or a field error. */
export const parseServiceInput = (db: Db, project: ProjectRow, input: unknown) =>
  parseForProjectCurrency(db, project, serviceSchema, input);

/** The columns a checked ServiceInput sets (photos and position aside). */
export function serviceColumns(input: ServiceInput, digits: number) {
  return {
    name: input.name,
    description: input.description ?? null,
    translations: translationsByLanguage(input.translations, (item) => ({
      name: item.name,
      description: item.description ?? null,
    })) as Record<string, ServiceTranslation>,
    categoryId: input.category_id ?? null,
    priceMinor: toMinorUnits(input.price as string, digits) as number,
    priceIsFrom: input.price_is_from,
    discountPriceMinor: input.discount_price ? toMinorUnits(input.discount_price, digits) : null,
    durationMinutes: serviceDurationMinutes(input),
    isVisible: input.is_visible,
    takesApplications: input.takes_applications,
    bookableOnline: input.bookable_online,
  };
}
