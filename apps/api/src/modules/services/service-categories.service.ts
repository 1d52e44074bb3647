import { and, asc, count, eq, sql } from 'drizzle-orm';
import { isUuid, serviceCategorySchema, validateWith, validationMessages } from '@donut/validation';
import type { InferType } from 'yup';
import type { Db } from '../../db/database';
import { projectServices, serviceCategories } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { DomainError, invalidInput } from '../../core/domain-error';
import type { Page } from '../../core/pagination';
import { nextPosition } from './catalogue-order';
import { translationsByLanguage } from './service-fields';

export type ServiceCategoryRow = typeof serviceCategories.$inferSelect;
export type ServiceCategoryWithCount = ServiceCategoryRow & { serviceCount: number };

const notFound = () => new DomainError('NOT_FOUND', 'api.error.not-found');

// Qualified by hand: inside the subquery Drizzle's unqualified column names would name the inner table.
const serviceCount = sql<number>`(select count(*) from "project_services" s
  where s.project_id = "service_categories"."project_id" and s.category_id = "service_categories"."id")`.mapWith(
  Number,
);

function parse(input: unknown) {
  const result = validateWith(serviceCategorySchema, input ?? {});
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

const columnsOf = (input: InferType<typeof serviceCategorySchema>) => ({
  name: input.name,
  translations: translationsByLanguage(input.translations, (item) => ({ name: item.name })),
  isVisible: input.is_visible,
});

/** Runs a write; a name another category of the project has (in any case) is the name's field error. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'service_categories_project_name_key')
      throw invalidInput({ name: validationMessages.optionExists });
    throw error;
  }
}

/** The project's categories in the owner's order, each with how many services it holds. */
export async function listServiceCategories(db: Db, projectId: string, page: Page) {
  const where = eq(serviceCategories.projectId, projectId);
  const rows = await db
    .select({ category: serviceCategories, serviceCount })
    .from(serviceCategories)
    .where(where)
    .orderBy(asc(serviceCategories.position), asc(serviceCategories.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(serviceCategories).where(where);
  return { rows: rows.map((row) => ({ ...row.category, serviceCount: row.serviceCount })), total };
}

async function findCategory(db: Db, projectId: string, id: string): Promise<ServiceCategoryWithCount> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({ category: serviceCategories, serviceCount })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.projectId, projectId), eq(serviceCategories.id, id)));
  if (!row) throw notFound();
  return { ...row.category, serviceCount: row.serviceCount };
}

export async function createServiceCategory(
  db: Db,
  projectId: string,
  input: unknown,
): Promise<ServiceCategoryWithCount> {
  const fields = columnsOf(parse(input));
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(serviceCategories)
        .values({ projectId, ...fields, position: await nextPosition(tx, serviceCategories, projectId) })
        .returning();
      return { ...row, serviceCount: 0 };
    }),
  );
}

export async function updateServiceCategory(
  db: Db,
  projectId: string,
  id: string,
  input: unknown,
): Promise<ServiceCategoryWithCount> {
  const fields = columnsOf(parse(input));
  await findCategory(db, projectId, id);
  await withUniqueName(() =>
    db
      .update(serviceCategories)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(serviceCategories.projectId, projectId), eq(serviceCategories.id, id))),
  );
  return findCategory(db, projectId, id);
}

/**
 * Deletes a category after moving its services to `moveTo` (another category of the project) or to no category.
 * One transaction with the category locked, so a service added to it meanwhile moves too; the foreign key refuses
 * to delete a category that still holds a service.
 */
export async function deleteServiceCategory(
  db: Db,
  projectId: string,
  id: string,
  moveTo: string | null | undefined,
): Promise<void> {
  if (!isUuid(id)) throw notFound();
  if (moveTo && (moveTo === id || !isUuid(moveTo)))
    throw invalidInput({ move_services_to: validationMessages.invalid });
  await db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(and(eq(serviceCategories.projectId, projectId), eq(serviceCategories.id, id)))
      .for('update');
    if (!category) throw notFound();
    if (moveTo) {
      const [target] = await tx
        .select({ id: serviceCategories.id })
        .from(serviceCategories)
        .where(and(eq(serviceCategories.projectId, projectId), eq(serviceCategories.id, moveTo)))
        .for('share');
      if (!target) throw invalidInput({ move_services_to: validationMessages.invalid });
    }
    await tx
      .update(projectServices)
      .set({ categoryId: moveTo ?? null, updatedAt: new Date() })
      .where(and(eq(projectServices.projectId, projectId), eq(projectServices.categoryId, id)));
    await tx
      .delete(serviceCategories)
      .where(and(eq(serviceCategories.projectId, projectId), eq(serviceCategories.id, id)));
  });
}
