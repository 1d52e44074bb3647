import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { escapeLike } from '../../db/like';
import { countries, currencies, directions, languages, timezones } from '../../db/schema';
import { listMeta, type Page } from '../../core/pagination';
import { minorDigits } from './currency-minor-digits';

export interface ListQuery {
  locale: Locale;
  page: Page;
  search: string | null;
  ids: number[] | null;
  order: { field: 'id' | 'name' | 'code'; direction: 'asc' | 'desc' } | null;
}

/** The name in the request language; every seeded row has all three. */
const nameIn = (column: AnyPgColumn, locale: Locale) => sql<string>`${column} ->> ${locale}`;

function whereOf(
  query: ListQuery,
  nameColumn: AnyPgColumn,
  codeColumn: AnyPgColumn,
  idColumn: AnyPgColumn,
  extra?: SQL,
) {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  return and(
    pattern ? or(ilike(nameIn(nameColumn, query.locale), pattern), ilike(codeColumn, pattern)) : undefined,
    query.ids ? inArray(idColumn, query.ids) : undefined,
    extra,
  );
}

function orderOf(
  query: ListQuery,
  columns: { id: AnyPgColumn; name: AnyPgColumn; code: AnyPgColumn },
  fallback: SQL,
) {
  if (!query.order) return [fallback, asc(columns.id)];
  const direction = query.order.direction === 'desc' ? desc : asc;
  const target =
    query.order.field === 'name' ? nameIn(columns.name, query.locale) : columns[query.order.field];
  return [direction(target), asc(columns.id)];
}

export async function listCountries(db: Db, query: ListQuery) {
  const where = whereOf(query, countries.name, countries.code, countries.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: countries.id, name: nameIn(countries.name, query.locale) })
      .from(countries)
      .where(where)
      .orderBy(...orderOf(query, countries, asc(nameIn(countries.name, query.locale))))
      .limit(query.page.limit)
      .offset(query.page.offset),
    db.select({ total: count() }).from(countries).where(where),
  ]);
  return { info: rows, meta: listMeta(query.page, rows.length, total) };
}

export async function listCurrencies(db: Db, query: ListQuery) {
  const where = whereOf(query, currencies.name, currencies.code, currencies.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: currencies.id,
        code: currencies.code,
        symbol: currencies.symbol,
        name: nameIn(currencies.name, query.locale),
      })
      .from(currencies)
      .where(where)
      .orderBy(...orderOf(query, currencies, asc(currencies.code)))
      .limit(query.page.limit)
      .offset(query.page.offset),
    db.select({ total: count() }).from(currencies).where(where),
  ]);
  return {
    info: rows.map((row) => ({ ...row, minor_digits: minorDigits(row.code) })),
    meta: listMeta(query.page, rows.length, total),
  };
}

export async function listLanguages(db: Db, query: ListQuery & { isVisible: boolean | null }) {
  const visible = query.isVisible === null ? undefined : eq(languages.isVisible, query.isVisible);
  const where = whereOf(query, languages.name, languages.abbrBack, languages.id, visible);
  const columns = { id: languages.id, name: languages.name, code: languages.abbrBack };
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: languages.id,
        name: nameIn(languages.name, query.locale),
        abbr_back: languages.abbrBack,
        abbr_front: languages.abbrFront,
        is_visible: languages.isVisible,
      })
      .from(languages)
      .where(where)
      .orderBy(...orderOf(query, columns, asc(languages.sortOrder)))
      .limit(query.page.limit)
      .offset(query.page.offset),
    db.select({ total: count() }).from(languages).where(where),
  ]);
  return { info: rows, meta: listMeta(query.page, rows.length, total) };
}

/** A short, bounded list (the target businesses), in the seeded order. */
export function listDirections(db: Db, locale: Locale) {
  return db
    .select({ id: directions.id, name: nameIn(directions.name, locale) })
    .from(directions)
    .orderBy(asc(directions.sortOrder));
}

/** "(UTC+04:00) Tbilisi": the offset is computed now, so daylight saving time is always right. */
export function utcOffsetLabel(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = !part || part === 'GMT' ? '+00:00' : part.replace('GMT', '');
  return `UTC${offset}`;
}

export async function listTimezones(db: Db, locale: Locale, now = new Date()) {
  const rows = await db
    .select({ id: timezones.id, name: nameIn(timezones.name, locale) })
    .from(timezones)
    .orderBy(asc(timezones.sortOrder));
  return rows.map((row) => ({ id: row.id, name: `(${utcOffsetLabel(row.id, now)}) ${row.name}` }));
}
