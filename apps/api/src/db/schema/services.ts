import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import type { ApplicationForm } from '@donut/validation';
import { catalogueCategoryTable, catalogueItemColumns } from './catalogue';

export type { ServiceTranslation } from './catalogue';

/** A group of the project's services (haircuts, beards, kids); a hidden one hides its services on the site. */
export const serviceCategories = catalogueCategoryTable(
  'service_categories',
  'service_categories_project_position_idx',
);

/**
 * A service the business offers (haircut, consultation, cleaning); prices are integer minor units of the
 * project's currency and a discount price is never above the price. `takes_applications` and
 * `bookable_online` say where end clients can ask for it (applications, online booking).
 */
export const projectServices = pgTable(
  'project_services',
  {
    ...catalogueItemColumns(),
    priceMinor: integer('price_minor').notNull(),
    /** The price is the lowest ("from 40 ₾"). */
    priceIsFrom: boolean('price_is_from').notNull().default(false),
    discountPriceMinor: integer('discount_price_minor'),
    durationMinutes: integer('duration_minutes').notNull(),
    takesApplications: boolean('takes_applications').notNull().default(true),
    bookableOnline: boolean('bookable_online').notNull().default(false),
    /** The fields its application form asks for besides name and phone; `version` grows with each change. */
    form: jsonb('form').$type<ApplicationForm>().notNull().default({ version: 1, fields: [] }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    // No cascade: a category holding services is deleted only after they move (delete_service_category).
    foreignKey({
      columns: [table.projectId, table.categoryId],
      foreignColumns: [serviceCategories.projectId, serviceCategories.id],
      name: 'project_services_category_fk',
    }),
    index('project_services_project_idx').on(table.projectId, table.position),
    index('project_services_project_category_idx').on(table.projectId, table.categoryId, table.position),
    check('project_services_price_range', sql`${table.priceMinor} >= 0`),
    check(
      'project_services_discount_not_above_price',
      sql`${table.discountPriceMinor} is null or ${table.discountPriceMinor} between 0 and ${table.priceMinor}`,
    ),
    check('project_services_duration_positive', sql`${table.durationMinutes} > 0`),
  ],
);
