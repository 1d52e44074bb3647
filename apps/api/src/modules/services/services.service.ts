import { and, asc, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { containing } from '../../db/like';
import { projectServices } from '../../db/schema';
import { DomainError } from '../../core/domain-error';
import type { Page } from '../../core/pagination';
import type { Platform } from '../../core/platform';
import { assertWithinPlanLimit } from '../billing/plan-limits';
import type { ProjectRow } from '../projects/projects.service';
import { nextPosition } from '../catalogue/catalogue-order';
import { parseServiceInput, serviceColumns } from './service-fields';
import { formUpdate, newForm, parseFormFields } from './service-form';
import { storeCataloguePhotos } from '../catalogue/catalogue-photos';
import { saveCatalogueItem } from '../catalogue/catalogue-save';
import { discardUnusedFiles } from '../projects/project-image-files';

type Deps = Pick<Platform, 'db' | 'files' | 'log'> & { locale: Locale };

export type ServiceRow = typeof projectServices.$inferSelect;

export interface ServiceListQuery {
  search: string | null;
  filter?: { category_id?: string | null; no_category?: boolean | null; is_visible?: boolean | null } | null;
  sort?: { field: 'position' | 'name' | 'price' | 'created_at'; direction: 'asc' | 'desc' } | null;
}

export interface ServiceWrite {
  input: unknown;
  photoUploads?: ReadonlyArray<Promise<unknown>> | null;
}

const notFound = () => new DomainError('NOT_FOUND', 'api.error.not-found');
const CATEGORY_KEY = 'project_services_category_fk';

const sortColumns = {
  position: projectServices.position,
  name: projectServices.name,
  price: projectServices.priceMinor,
  created_at: projectServices.createdAt,
} as const;

/** The WHERE of a project's list: always the project first (its index), then search and filters. */
function listWhere(projectId: string, { search, filter }: ServiceListQuery): SQL | undefined {
  const pattern = search ? containing(search) : null;
  const categoryId = filter?.category_id;
  return and(
    eq(projectServices.projectId, projectId),
    pattern
      ? or(ilike(projectServices.name, pattern), ilike(projectServices.description, pattern))
      : undefined,
    categoryId
      ? eq(projectServices.categoryId, isUuid(categoryId) ? categoryId : projectId)
      : filter?.no_category
        ? isNull(projectServices.categoryId)
        : undefined,
    typeof filter?.is_visible === 'boolean' ? eq(projectServices.isVisible, filter.is_visible) : undefined,
  );
}

function listOrder({ sort }: ServiceListQuery) {
  const column = sortColumns[sort?.field ?? 'position'];
  const order = sort?.direction === 'desc' ? desc : asc;
  const ties =
    sort?.field === 'position' || !sort ? [asc(projectServices.id)] : [asc(projectServices.position)];
  return [order(column), ...ties, asc(projectServices.id)];
}

/** A page of the project's services with the total that matches. */
export async function listServices(db: Db, projectId: string, query: ServiceListQuery, page: Page) {
  const where = listWhere(projectId, query);
  const rows = await db
    .select()
    .from(projectServices)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(page.limit)
    .offset(page.offset);
  // A short first page is the whole match: no second query.
  const isWhole = page.offset === 0 && rows.length < page.limit;
  return { rows, total: isWhole ? rows.length : await db.$count(projectServices, where) };
}

export async function findService(db: Db, projectId: string, id: string): Promise<ServiceRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(projectServices)
    .where(and(eq(projectServices.projectId, projectId), eq(projectServices.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * CreateService: checks the input, stores the photos, then in one transaction locks the owner's plan usage, counts
 * the services of all their projects against `max_services` (and the photos against `max_storage`) and adds the
 * service at the end. Two creates at once cannot both take the last place. All or nothing, files included.
 */
export async function createService(
  deps: Deps,
  clientId: string,
  project: ProjectRow,
  write: ServiceWrite,
): Promise<ServiceRow> {
  const { input, digits } = await parseServiceInput(deps.db, project, write.input);
  const formFields = parseFormFields(write.input);
  // Refused before any file is read when the plan is already full; decided again under the lock.
  await assertWithinPlanLimit(deps.db, clientId, 'services', 1, deps.locale);
  const photos = await storeCataloguePhotos(deps, 'services', [], input.photos, write.photoUploads);
  const save = { clientId, newItemOf: 'services' as const, photos, categoryKey: CATEGORY_KEY };
  return saveCatalogueItem(deps, save, async (tx) => {
    const [row] = await tx
      .insert(projectServices)
      .values({
        projectId: project.id,
        ...serviceColumns(input, digits),
        form: newForm(formFields),
        photos: photos.photos,
        position: await nextPosition(tx, projectServices, project.id),
      })
      .returning();
    return row;
  });
}

/** UpdateService: the whole service at once; photos not kept are removed after the save commits. */
export async function updateService(
  deps: Deps,
  clientId: string,
  project: ProjectRow,
  id: string,
  write: ServiceWrite,
): Promise<ServiceRow> {
  const { input, digits } = await parseServiceInput(deps.db, project, write.input);
  const formFields = parseFormFields(write.input);
  const before = await findService(deps.db, project.id, id);
  const photos = await storeCataloguePhotos(
    deps,
    'services',
    before.photos,
    input.photos,
    write.photoUploads,
  );
  return saveCatalogueItem(
    deps,
    { clientId, newItemOf: null, photos, categoryKey: CATEGORY_KEY },
    async (tx) => {
      const [row] = await tx
        .update(projectServices)
        .set({
          ...serviceColumns(input, digits),
          ...(formFields ? { form: formUpdate(formFields) } : {}),
          photos: photos.photos,
          updatedAt: new Date(),
        })
        .where(and(eq(projectServices.projectId, project.id), eq(projectServices.id, id)))
        .returning();
      if (!row) throw notFound();
      return row;
    },
  );
}

/** DeleteService: the row at once, its photos' files afterwards (when nothing else shows them). */
export async function deleteService(deps: Deps, projectId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db
    .delete(projectServices)
    .where(and(eq(projectServices.projectId, projectId), eq(projectServices.id, id)))
    .returning({ photos: projectServices.photos });
  if (!row) throw notFound();
  await discardUnusedFiles(
    deps,
    row.photos.map((photo) => photo.key),
  );
}
