import { eq } from 'drizzle-orm';
import { DEFAULT_MINOR_DIGITS, validateWith } from '@donut/validation';
import type { AnySchema, InferType } from 'yup';
import type { Db } from '../../db/database';
import { currencies, type ServiceTranslation } from '../../db/schema';
import { invalidInput } from '../../core/domain-error';
import { minorDigits } from '../reference/currency-minor-digits';
import type { ProjectRow } from '../projects/projects.service';

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

/** Translations as stored: by language, empty ones left out. */
export function translationsByLanguage<T extends { language: string; name: string }>(
  list: readonly T[] | null | undefined,
  toStored: (item: T) => ServiceTranslation | { name: string },
) {
  return Object.fromEntries((list ?? []).map((item) => [item.language, toStored(item)]));
}

/** An item's input checked by its shared schema for the project's currency, or the fields' errors. */
export async function parseForProjectCurrency<S extends AnySchema>(
  db: Db,
  project: ProjectRow,
  schemaFor: (minorDigits: number) => S,
  input: unknown,
): Promise<{ input: InferType<S>; digits: number }> {
  const digits = await projectMinorDigits(db, project);
  const result = validateWith(schemaFor(digits), input ?? {});
  if (!result.ok) throw invalidInput(result.errors);
  return { input: result.value, digits };
}
