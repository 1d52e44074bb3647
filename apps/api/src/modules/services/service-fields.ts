import { eq } from 'drizzle-orm';
import {
  DEFAULT_MINOR_DIGITS,
  serviceDurationMinutes,
  serviceSchema,
  toMinorUnits,
  validateWith,
} from '@donut/validation';
import type { InferType } from 'yup';
import type { Db } from '../../db/database';
import { currencies, type ServiceTranslation } from '../../db/schema';
import { invalidInput } from '../../core/domain-error';
import { minorDigits } from '../reference/currency-minor-digits';
import type { ProjectRow } from '../projects/projects.service';

export type ServiceInput = InferType<ReturnType<typeof serviceSchema>>;

/** The project's currency code (empty without one) and its digits after the decimal point (2 without one, ADR 0008). */
export async function projectCurrency(db: Db, project: ProjectRow) {
  const none = { code: '', minorDigits: DEFAULT_MINOR_DIGITS };
  if (project.currencyId === null) return none;
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.id, project.currencyId));
  return row ? { code: row.code, minorDigits: minorDigits(row.code) } : none;
}

/** The digits after the decimal point of the project's currency (2 without one, ADR 0008). */
export async function projectMinorDigits(db: Db, project: ProjectRow): Promise<number> {
  return (await projectCurrency(db, project)).minorDigits;
}

/** ServiceInput checked by the shared schema against the project's currency, or a field error. */
export async function parseServiceInput(db: Db, project: ProjectRow, input: unknown) {
  const digits = await projectMinorDigits(db, project);
  const result = validateWith(serviceSchema(digits), input ?? {});
  if (!result.ok) throw invalidInput(result.errors);
  return { input: result.value, digits };
}

/** Translations as stored: by language, empty ones left out. */
export function translationsByLanguage<T extends { language: string; name: string }>(
  list: readonly T[] | null | undefined,
  toStored: (item: T) => ServiceTranslation | { name: string },
) {
  return Object.fromEntries((list ?? []).map((item) => [item.language, toStored(item)]));
}

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
