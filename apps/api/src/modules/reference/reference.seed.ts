import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countries, currencies, directions, languages, rates, timezones } from '../../db/schema';
import { countries as countrySeed } from './seed-data/countries';
import { currencies as currencySeed } from './seed-data/currencies';
import { directions as directionSeed } from './seed-data/directions';
import { languages as languageSeed } from './seed-data/languages';
import { timezones as timezoneSeed } from './seed-data/timezones';
import { rates as rateSeed } from '../rates/rates.seed-data';

/** `set` clause that takes every listed column from the row being inserted. */
const fromExcluded = (...columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded."${column}"`)]));

/**
 * Brings the reference data to what this code ships, in one transaction: new rows are added and
 * changed names are updated, so running it at every start is safe.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values([...countrySeed])
      .onConflictDoUpdate({ target: countries.code, set: fromExcluded('name') });
    await tx
      .insert(currencies)
      .values([...currencySeed])
      .onConflictDoUpdate({ target: currencies.code, set: fromExcluded('name', 'symbol') });
    await tx
      .insert(timezones)
      .values(timezoneSeed.map((zone, index) => ({ ...zone, sortOrder: index })))
      .onConflictDoUpdate({ target: timezones.id, set: fromExcluded('name', 'sort_order') });
    await tx
      .insert(languages)
      .values(languageSeed.map((language, index) => ({ ...language, sortOrder: index })))
      .onConflictDoUpdate({
        target: languages.abbrBack,
        set: fromExcluded('name', 'abbr_front', 'is_visible', 'sort_order'),
      });
    await tx
      .insert(directions)
      .values(directionSeed.map((direction, index) => ({ ...direction, sortOrder: index })))
      .onConflictDoUpdate({ target: directions.code, set: fromExcluded('name', 'sort_order') });
    await tx
      .insert(rates)
      .values(rateSeed.map((rate, index) => ({ ...rate, sortOrder: index })))
      .onConflictDoUpdate({
        target: rates.code,
        set: fromExcluded(
          'name',
          'description',
          'price_monthly',
          'price_yearly',
          'max_employees',
          'max_products',
          'max_services',
          'max_chats',
          'max_storage_gb',
          'support_type',
          'no_ads',
          'sort_order',
        ),
      });
  });
}
