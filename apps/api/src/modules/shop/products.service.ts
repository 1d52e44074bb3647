import { and, eq } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { DomainError } from '../../core/domain-error';
import type { Platform } from '../../core/platform';
import { assertWithinPlanLimit } from '../billing/plan-limits';
import type { ProjectRow } from '../projects/projects.service';
import { discardUnusedFiles } from '../projects/project-image-files';
import { nextPosition } from '../catalogue/catalogue-order';
import { storeCataloguePhotos } from '../catalogue/catalogue-photos';
import { saveCatalogueItem } from '../catalogue/catalogue-save';
import { parseProductInput, productColumns, variantsOf } from './product-fields';
import { variantsByProduct, writeVariants, type VariantRow } from './product-variants';

type Deps = Pick<Platform, 'db' | 'files' | 'log'> & { locale: Locale };

export type ProductRow = typeof products.$inferSelect;
/** A product with its variants in the owner's order. */
export type ProductWithVariants = ProductRow & { variants: VariantRow[] };

export interface ProductWrite {
  input: unknown;
  photoUploads?: ReadonlyArray<Promise<unknown>> | null;
}

const notFound = () => new DomainError('NOT_FOUND', 'api.error.not-found');
const CATEGORY_KEY = 'products_category_fk';

/** The products with their variants, read in one more query whatever their number. */
export async function withVariants(
  db: Db,
  projectId: string,
  rows: ProductRow[],
): Promise<ProductWithVariants[]> {
  const variants = await variantsByProduct(
    db,
    projectId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, variants: variants.get(row.id) ?? [] }));
}

export async function findProduct(db: Db, projectId: string, id: string): Promise<ProductWithVariants> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.projectId, projectId), eq(products.id, id)));
  if (!row) throw notFound();
  const [product] = await withVariants(db, projectId, [row]);
  return product;
}

/**
 * CreateProduct: checks the input, stores the photos, then in one transaction locks the owner's plan usage, counts
 * the products of all their projects against `max_products` (and the photos against `max_storage`) and adds the
 * product at the end with its variants. Two creates at once cannot both take the last place. All or nothing, files
 * included.
 */
export async function createProduct(
  deps: Deps,
  clientId: string,
  project: ProjectRow,
  write: ProductWrite,
): Promise<ProductWithVariants> {
  const { input, digits } = await parseProductInput(deps.db, project, write.input);
  const variants = variantsOf(input, digits).map((variant) => ({ ...variant, id: null, stockSeen: null }));
  // Refused before any file is read when the plan is already full; decided again under the lock.
  await assertWithinPlanLimit(deps.db, clientId, 'products', 1, deps.locale);
  const photos = await storeCataloguePhotos(deps, 'products', [], input.photos, write.photoUploads);
  const save = { clientId, newItemOf: 'products' as const, photos, categoryKey: CATEGORY_KEY };
  const id = await saveCatalogueItem(deps, save, async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        projectId: project.id,
        ...productColumns(input, variants),
        photos: photos.photos,
        position: await nextPosition(tx, products, project.id),
      })
      .returning({ id: products.id });
    await writeVariants(tx, project.id, row.id, variants);
    return row.id;
  });
  return findProduct(deps.db, project.id, id);
}

/** UpdateProduct: the whole product at once; photos not kept are removed after the save commits. */
export async function updateProduct(
  deps: Deps,
  clientId: string,
  project: ProjectRow,
  id: string,
  write: ProductWrite,
): Promise<ProductWithVariants> {
  const { input, digits } = await parseProductInput(deps.db, project, write.input);
  const variants = variantsOf(input, digits);
  const before = await findProduct(deps.db, project.id, id);
  const photos = await storeCataloguePhotos(
    deps,
    'products',
    before.photos,
    input.photos,
    write.photoUploads,
  );
  await saveCatalogueItem(
    deps,
    { clientId, newItemOf: null, photos, categoryKey: CATEGORY_KEY },
    async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ ...productColumns(input, variants), photos: photos.photos, updatedAt: new Date() })
        .where(and(eq(products.projectId, project.id), eq(products.id, id)))
        .returning({ id: products.id });
      if (!row) throw notFound();
      await writeVariants(tx, project.id, id, variants);
    },
  );
  return findProduct(deps.db, project.id, id);
}

/** DeleteProduct: the row and its variants at once, its photos' files afterwards (when nothing else shows them). */
export async function deleteProduct(deps: Deps, projectId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db
    .delete(products)
    .where(and(eq(products.projectId, projectId), eq(products.id, id)))
    .returning({ photos: products.photos });
  if (!row) throw notFound();
  await discardUnusedFiles(
    deps,
    row.photos.map((photo) => photo.key),
  );
}
