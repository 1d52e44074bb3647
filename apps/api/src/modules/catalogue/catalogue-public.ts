import { and, asc, eq, exists, getTableName, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { CategoryKind } from './catalogue-categories';

/** A catalogue as its site shows it: the services', or the shop's. */
export type PublicCatalogueKind = Pick<CategoryKind, 'categories' | 'items'>;

/** Shown on the site: a visible item with no category or in a visible one. */
export function shownOnSite({ categories, items }: PublicCatalogueKind, projectId: string): SQL | undefined {
  const visibleCategory = exists(
    sql`(select 1 from ${categories} where ${categories.projectId} = ${projectId}
      and ${categories.id} = ${items.categoryId} and ${categories.isVisible})`,
  );
  return and(
    eq(items.projectId, projectId),
    eq(items.isVisible, true),
    or(isNull(items.categoryId), visibleCategory),
  );
}

/** The visible categories that hold at least one visible item, in the owner's order, with their translations. */
export async function listShownCategories(
  db: Db,
  { categories, items }: PublicCatalogueKind,
  projectId: string,
) {
  // Qualified by hand: inside the subquery Drizzle's unqualified column names would name the inner table.
  const category = sql.identifier(getTableName(categories));
  return db
    .select({ id: categories.id, name: categories.name, translations: categories.translations })
    .from(categories)
    .where(
      and(
        eq(categories.projectId, projectId),
        eq(categories.isVisible, true),
        exists(sql`(select 1 from ${items} i where i.project_id = ${projectId}
          and i.category_id = ${category}.id and i.is_visible)`),
      ),
    )
    .orderBy(asc(categories.position), asc(categories.id));
}

/** An item's or a category's name (and description) in `language` when translated, else the main text. */
export function shownTexts<T extends { name: string; description?: string | null }>(
  row: { name: string; description?: string | null; translations: Record<string, T> },
  language: string,
) {
  const translation = row.translations[language];
  return { name: translation?.name || row.name, description: translation?.description || row.description };
}

export const toPublicCategory = (
  row: { id: string; name: string; translations: Record<string, { name: string }> },
  language: string,
) => ({ id: row.id, name: shownTexts(row, language).name });
