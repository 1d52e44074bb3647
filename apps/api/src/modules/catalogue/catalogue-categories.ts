import { and, asc, count, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import { catalogueCategorySchema, isUuid, validateWith, validationMessages } from '@donut/validation';
import type { InferType } from 'yup';
import type { Db } from '../../db/database';
import type { catalogueCategoryTable } from '../../db/schema/catalogue';
import type { products, projectServices } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { DomainError, invalidInput } from '../../core/domain-error';
import type { Page } from '../../core/pagination';
import { nextPosition } from './catalogue-order';
import { translationsByLanguage } from './catalogue-fields';

/** A catalogue's categories and the items they hold: the services', or the shop's. */
export interface CategoryKind {
  categories: ReturnType<typeof catalogueCategoryTable>;
  items: typeof projectServices | typeof products;
  /** The unique index that keeps two categories of a project from sharing a name. */
  uniqueNameKey: string;
  /** The delete's argument naming where the items go, for its field error. */
  moveField: string;
}

export type CategoryRow = CategoryKind['categories']['$inferSelect'];
export type CategoryWithCount = CategoryRow & { itemCount: number };

const notFound = () => new DomainError('NOT_FOUND', 'api.error.not-found');

function parse(input: unknown) {
  const result = validateWith(catalogueCategorySchema, input ?? {});
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

const columnsOf = (input: InferType<typeof catalogueCategorySchema>) => ({
  name: input.name,
  translations: translationsByLanguage(input.translations, (item) => ({ name: item.name })),
  isVisible: input.is_visible,
});

/**
 * Categories of a catalogue: listed in the owner's order with how many items each holds, created at the end,
 * renamed with a name no other category of the project has (in any case), and deleted after their items move.
 */
export function catalogueCategories({ categories, items, uniqueNameKey, moveField }: CategoryKind) {
  // Qualified by hand: inside the subquery Drizzle's unqualified column names would name the inner table.
  const category = sql.identifier(getTableName(categories));
  const itemCount = sql<number>`(select count(*) from ${items} i
    where i.project_id = ${category}.project_id and i.category_id = ${category}.id)`.mapWith(Number);
  const withCount = { ...getTableColumns(categories), itemCount };

  /** Runs a write; a name another category of the project has (in any case) is the name's field error. */
  async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) === uniqueNameKey)
        throw invalidInput({ name: validationMessages.optionExists });
      throw error;
    }
  }

  async function find(db: Db, projectId: string, id: string): Promise<CategoryWithCount> {
    if (!isUuid(id)) throw notFound();
    const [row] = await db
      .select(withCount)
      .from(categories)
      .where(and(eq(categories.projectId, projectId), eq(categories.id, id)));
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The project's categories in the owner's order, each with how many items it holds. */
    async list(db: Db, projectId: string, page: Page) {
      const where = eq(categories.projectId, projectId);
      const rows = await db
        .select(withCount)
        .from(categories)
        .where(where)
        .orderBy(asc(categories.position), asc(categories.id))
        .limit(page.limit)
        .offset(page.offset);
      const [{ total }] = await db.select({ total: count() }).from(categories).where(where);
      return { rows, total };
    },

    async create(db: Db, projectId: string, input: unknown): Promise<CategoryWithCount> {
      const fields = columnsOf(parse(input));
      return withUniqueName(() =>
        db.transaction(async (tx) => {
          const position = await nextPosition(tx, categories, projectId);
          const [row] = await tx
            .insert(categories)
            .values({ projectId, ...fields, position })
            .returning();
          return { ...row, itemCount: 0 };
        }),
      );
    },

    async update(db: Db, projectId: string, id: string, input: unknown): Promise<CategoryWithCount> {
      const fields = columnsOf(parse(input));
      await find(db, projectId, id);
      await withUniqueName(() =>
        db
          .update(categories)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(eq(categories.projectId, projectId), eq(categories.id, id))),
      );
      return find(db, projectId, id);
    },

    /**
     * Deletes a category after moving its items to `moveTo` (another category of the project) or to no category.
     * One transaction with the category locked, so an item added to it meanwhile moves too; the foreign key refuses
     * to delete a category that still holds an item.
     */
    async remove(db: Db, projectId: string, id: string, moveTo: string | null | undefined): Promise<void> {
      if (!isUuid(id)) throw notFound();
      if (moveTo && (moveTo === id || !isUuid(moveTo)))
        throw invalidInput({ [moveField]: validationMessages.invalid });
      await db.transaction(async (tx) => {
        const [category] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.projectId, projectId), eq(categories.id, id)))
          .for('update');
        if (!category) throw notFound();
        if (moveTo) {
          const [target] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(and(eq(categories.projectId, projectId), eq(categories.id, moveTo)))
            .for('share');
          if (!target) throw invalidInput({ [moveField]: validationMessages.invalid });
        }
        await tx
          .update(items)
          .set({ categoryId: moveTo ?? null, updatedAt: new Date() })
          .where(and(eq(items.projectId, projectId), eq(items.categoryId, id)));
        await tx.delete(categories).where(and(eq(categories.projectId, projectId), eq(categories.id, id)));
      });
    },
  };
}
