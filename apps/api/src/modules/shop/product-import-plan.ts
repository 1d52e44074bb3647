import { randomUUID } from 'node:crypto';
import { catalogueCategorySchema, productSchema, validateWith } from '@donut/validation';
import type { Db } from '../../db/database';
import type { ProductOption } from '../../db/schema';
import { minPriceOf, variantsOf, type VariantWrite } from './product-fields';
import { readVisible, type ProductCsvColumn } from './product-csv-columns';
import {
  checkProductCells,
  draftOptions,
  groupRows,
  optionPlaces,
  problem,
  refuseWholeProduct,
  rowOptionValues,
  type Draft,
  type RowProblem,
} from './product-import-drafts';
import type { ImportRow } from './product-import-file';
import { readCatalogue, type CatalogueState } from './product-import-catalogue';
import type { ProductWithVariants } from './products.service';

const folded = (text: string) => text.toLocaleLowerCase();
// Stands for a category the import will create, so the product's schema checks the rest of the row as usual.
const NEW_CATEGORY = '00000000-0000-4000-8000-000000000000';

/** A product the import writes: a new one (with the id it gets) or a changed one. */
export interface PlannedProduct {
  id: string;
  isNew: boolean;
  lines: number[];
  /** A category the file names and the project does not have yet: created with the import. */
  newCategory: string | null;
  columns: {
    name: string;
    description: string | null;
    categoryId: string | null;
    options: ProductOption[];
    minPriceMinor: number;
    isVisible: boolean;
  };
  variants: VariantWrite[];
}

export interface ImportAnalysis {
  /** Products to add or change, in the file's order. */
  changes: PlannedProduct[];
  /** Products the file names exactly as they are. */
  unchanged: number;
  problems: RowProblem[];
}

/** Where a schema error of the product's input is shown: the row of its variant (else the first) and the column. */
function placeOf(path: string, draft: Draft): { row: ImportRow; column: ProductCsvColumn | null } {
  const places = optionPlaces(draft);
  const variant = /^variants\[(\d+)\]\.(\w+)/.exec(path);
  if (variant) {
    const byField: Record<string, ProductCsvColumn> = {
      price: 'price',
      discount_price: 'discount-price',
      stock: 'stock',
      sku: 'sku',
      id: 'sku',
      option_values: places[0]?.value ?? 'option1-value',
    };
    return { row: draft.rows[Number(variant[1])] ?? draft.first, column: byField[variant[2]] ?? null };
  }
  const option = /^options\[(\d+)\](\.name)?/.exec(path);
  if (option) {
    const place = places[Number(option[1])];
    return { row: draft.first, column: place ? (option[2] ? place.name : place.value) : null };
  }
  const own: Record<string, ProductCsvColumn> = {
    name: 'name',
    description: 'description',
    category_id: 'category',
    is_visible: 'visible',
    options: places[0]?.name ?? 'option1-name',
  };
  return { row: draft.first, column: own[path] ?? null };
}

/** The product the rows are for: by its ID, else by the SKUs they give; SKUs of other products are refused. */
function targetOf(draft: Draft, state: CatalogueState): ProductWithVariants | null {
  const id = folded(draft.first.cells.id);
  let target: ProductWithVariants | null = null;
  if (id) {
    target = state.products.get(id) ?? null;
    if (!target)
      draft.problems.push(problem(draft.first.line, 'id', { api: 'api.shop.import.unknown-product' }));
  }
  for (const row of draft.rows) {
    const owner = state.skuOwners.get(folded(row.cells.sku));
    if (!owner) continue;
    if (!id && !target) target = state.products.get(owner) ?? null;
    else if (owner !== target?.id)
      draft.problems.push(problem(row.line, 'sku', { api: 'api.shop.import.sku-other-product' }));
  }
  return target;
}

/** Keeps the ids of the product's variants that the rows name again (by SKU, else by option values): orders refer to them. */
function keptVariantIds(target: ProductWithVariants | null, rows: ImportRow[], values: string[][]) {
  const left = [...(target?.variants ?? [])];
  const key = (list: readonly string[]) => JSON.stringify(list.map(folded));
  return rows.map((row, at) => {
    const sku = folded(row.cells.sku);
    let index = sku ? left.findIndex((variant) => variant.sku && folded(variant.sku) === sku) : -1;
    if (index < 0) index = left.findIndex((variant) => key(variant.optionValues) === key(values[at]));
    return index < 0 ? null : left.splice(index, 1)[0].id;
  });
}

function isUnchanged(target: ProductWithVariants, planned: PlannedProduct): boolean {
  const { columns } = planned;
  const variants = (list: ReadonlyArray<Omit<VariantWrite, 'stockSeen'>>) =>
    JSON.stringify(
      list.map((v) => [v.id, v.optionValues, v.sku, v.priceMinor, v.discountPriceMinor, v.stock]),
    );
  return (
    !planned.newCategory &&
    target.name === columns.name &&
    target.description === columns.description &&
    target.categoryId === columns.categoryId &&
    target.isVisible === columns.isVisible &&
    JSON.stringify(target.options) === JSON.stringify(columns.options) &&
    variants(target.variants) === variants(planned.variants)
  );
}

interface FileContext {
  digits: number;
  state: CatalogueState;
  /** Each SKU's first row in the file. */
  skuLines: Map<string, number>;
  /** Each existing product's first row in the file. */
  targetLines: Map<string, number>;
}

/** The existing product the rows are for, once per file: a second group of rows for it is refused. */
function claimTarget(draft: Draft, file: FileContext): ProductWithVariants | null {
  const target = targetOf(draft, file.state);
  if (!target) return null;
  const line = file.targetLines.get(target.id);
  if (line === undefined) file.targetLines.set(target.id, draft.first.line);
  else
    draft.problems.push(
      problem(draft.first.line, draft.first.cells.id ? 'id' : 'sku', {
        api: 'api.shop.import.product-repeated',
        values: { line },
      }),
    );
  return target;
}

/** Each row needs an SKU unless its product has an ID, and an SKU is given once in the whole file. */
function checkSkus(draft: Draft, file: FileContext): void {
  for (const row of draft.rows) {
    const sku = folded(row.cells.sku);
    const line = file.skuLines.get(sku);
    if (!sku && !draft.first.cells.id)
      draft.problems.push(problem(row.line, 'sku', { api: 'api.shop.import.sku-required' }));
    else if (sku && line !== undefined)
      draft.problems.push(
        problem(row.line, 'sku', { api: 'api.shop.import.sku-repeated', values: { line } }),
      );
    else if (sku) file.skuLines.set(sku, row.line);
  }
}

/** The product's category: one the project has (by name, any case), or a new one the import creates. */
function draftCategory(draft: Draft, state: CatalogueState) {
  const name = draft.first.cells.category;
  const id = name ? (state.categories.get(folded(name)) ?? null) : null;
  if (!name || id) return { id, newCategory: null };
  const checked = validateWith(catalogueCategorySchema, { name });
  if (checked.ok) return { id: null, newCategory: checked.value.name };
  draft.problems.push(problem(draft.first.line, 'category', { field: Object.values(checked.errors)[0] }));
  return { id: null, newCategory: null };
}

/** The product's input as the editor would send it, checked by the same schema; its errors land on their cells. */
function checkInput(draft: Draft, file: FileContext, target: ProductWithVariants | null) {
  const { first, rows } = draft;
  const options = draftOptions(draft, target?.options ?? []);
  if (!options.length)
    for (const row of rows.slice(1))
      draft.problems.push(
        problem(row.line, 'name', { api: 'api.shop.import.same-name', values: { line: first.line } }),
      );
  const category = draftCategory(draft, file.state);
  const isVisible = first.cells.visible ? readVisible(first.cells.visible) : true;
  if (isVisible === undefined)
    draft.problems.push(problem(first.line, 'visible', { api: 'api.shop.import.visible' }));
  const values = rows.map((row) => rowOptionValues(row, draft));
  const ids = keptVariantIds(target, rows, values);
  const checked = validateWith(productSchema(file.digits), {
    name: first.cells.name,
    description: first.cells.description,
    category_id: category.id ?? (category.newCategory ? NEW_CATEGORY : null),
    is_visible: isVisible ?? true,
    options,
    variants: rows.map((row, at) => ({
      id: ids[at],
      option_values: values[at],
      sku: row.cells.sku,
      price: row.cells.price,
      discount_price: row.cells['discount-price'],
      stock: row.cells.stock,
    })),
  });
  if (!checked.ok)
    for (const [path, message] of Object.entries(checked.errors)) {
      const place = placeOf(path, draft);
      // A cell already refused for a file's reason (an SKU twice) keeps that clearer one.
      if (!draft.problems.some((found) => found.line === place.row.line && found.column === place.column))
        draft.problems.push(problem(place.row.line, place.column, { field: message }));
    }
  return { checked, category };
}

/** One product of the file checked as the product editor checks it, and what it would write. */
function planDraft(draft: Draft, file: FileContext): PlannedProduct | 'unchanged' | null {
  checkProductCells(draft);
  const target = claimTarget(draft, file);
  checkSkus(draft, file);
  const { checked, category } = checkInput(draft, file, target);
  if (draft.problems.length || !checked.ok) {
    refuseWholeProduct(draft);
    return null;
  }
  const variants = variantsOf(checked.value, file.digits);
  const planned: PlannedProduct = {
    id: target?.id ?? randomUUID(),
    isNew: !target,
    lines: draft.rows.map((row) => row.line),
    newCategory: category.newCategory,
    columns: {
      name: checked.value.name,
      description: checked.value.description ?? null,
      categoryId: category.id,
      options: checked.value.options.map((option) => ({ name: option.name, values: [...option.values] })),
      minPriceMinor: minPriceOf(variants),
      isVisible: checked.value.is_visible,
    },
    variants,
  };
  return target && isUnchanged(target, planned) ? 'unchanged' : planned;
}

/**
 * Checks every product of the file against the project's catalogue as it is now and plans the writes: the same
 * rules as the product editor (productSchema for the project's currency), plus what a file can get wrong (a SKU
 * twice, a SKU of another product, an ID the project does not have). A product with a refused row is refused
 * whole, so an import never leaves half a product.
 */
export async function analyseImport(
  db: Db,
  projectId: string,
  rows: ImportRow[],
  digits: number,
): Promise<ImportAnalysis> {
  const drafts = groupRows(rows);
  const file: FileContext = {
    digits,
    state: await readCatalogue(db, projectId, drafts),
    skuLines: new Map(),
    targetLines: new Map(),
  };
  const analysis: ImportAnalysis = { changes: [], unchanged: 0, problems: [] };
  for (const draft of drafts) {
    const planned = planDraft(draft, file);
    if (planned === 'unchanged') analysis.unchanged += 1;
    else if (planned) analysis.changes.push(planned);
    analysis.problems.push(...draft.problems);
  }
  return analysis;
}
