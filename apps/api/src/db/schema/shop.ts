import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { catalogueCategoryTable, catalogueItemColumns, projectIdColumn, rowTimestamps } from './catalogue';

/** An option a product varies by, with its values in the owner's order. */
export interface ProductOption {
  name: string;
  values: string[];
}

/** A group of the shop's products (shirts, trousers); a hidden one hides its products on the site. */
export const productCategories = catalogueCategoryTable(
  'product_categories',
  'product_categories_project_idx',
);

/**
 * A product of the shop. What a customer buys is one of its variants (`product_variants`); the product keeps
 * the lowest price a customer pays for one of them, so lists sort and show prices without reading the variants.
 */
export const products = pgTable(
  'products',
  {
    ...catalogueItemColumns(),
    /** Size, colour...: every variant picks one value of each, in this order. Empty: one variant. */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /** The lowest of the variants' prices as sold (the discount price where there is one). */
    minPriceMinor: integer('min_price_minor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    // No cascade: a category holding products is deleted only after they move (delete_product_category).
    foreignKey({
      columns: [table.projectId, table.categoryId],
      foreignColumns: [productCategories.projectId, productCategories.id],
      name: 'products_category_fk',
    }),
    index('products_project_idx').on(table.projectId, table.position),
    index('products_project_category_idx').on(table.projectId, table.categoryId, table.position),
    check('products_min_price_range', sql`${table.minPriceMinor} >= 0`),
  ],
);

/**
 * One thing a customer can buy: a product with one value of each of its options. Prices are integer minor units of
 * the project's currency; `stock` is the units left, or null when the shop does not count them. The database keeps
 * the stock from going below zero, so concurrent orders can never sell a unit twice (DOMAINS.md).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    projectId: projectIdColumn(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    productId: uuid('product_id').notNull(),
    /** One value of each of the product's options, in their order. */
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    sku: varchar('sku', { length: 64 }),
    priceMinor: integer('price_minor').notNull(),
    discountPriceMinor: integer('discount_price_minor'),
    stock: integer('stock'),
    position: integer('position').notNull().default(0),
    ...rowTimestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    foreignKey({
      columns: [table.projectId, table.productId],
      foreignColumns: [products.projectId, products.id],
      name: 'product_variants_product_fk',
    }).onDelete('cascade'),
    index('product_variants_project_product_idx').on(table.projectId, table.productId, table.position),
    uniqueIndex('product_variants_options_key').on(table.projectId, table.productId, table.optionValues),
    // An SKU names one variant of the project (import and export find variants by it).
    uniqueIndex('product_variants_sku_key')
      .on(table.projectId, sql`lower(${table.sku})`)
      .where(sql`${table.sku} is not null`),
    check('product_variants_price_range', sql`${table.priceMinor} >= 0`),
    check(
      'product_variants_discount_not_above_price',
      sql`${table.discountPriceMinor} is null or ${table.discountPriceMinor} between 0 and ${table.priceMinor}`,
    ),
    check('product_variants_stock_not_negative', sql`${table.stock} is null or ${table.stock} >= 0`),
  ],
);
