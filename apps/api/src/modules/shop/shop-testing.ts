/* Test helpers of the shop's catalogue: its operations and product inputs. */
import { print } from 'graphql';
import type { TestApp } from '../../testing/test-app';
import { multipartGraphql } from '../../testing/multipart';
import {
  CreateProductCategoryDocument,
  CreateProductDocument,
  DeleteProductCategoryDocument,
  DeleteProductDocument,
  ExportProductsDocument,
  GetProductCategoryListDocument,
  GetProductDocument,
  GetProductListDocument,
  ImportProductsDocument,
  ReorderProductCategoriesDocument,
  ReorderProductsDocument,
  SetProductsVisibilityDocument,
  UpdateProductCategoryDocument,
  UpdateProductDocument,
} from '@donut/graphql';

export const P = {
  list: print(GetProductListDocument),
  one: print(GetProductDocument),
  categories: print(GetProductCategoryListDocument),
  create: print(CreateProductDocument),
  update: print(UpdateProductDocument),
  remove: print(DeleteProductDocument),
  reorder: print(ReorderProductsDocument),
  visibility: print(SetProductsVisibilityDocument),
  createCategory: print(CreateProductCategoryDocument),
  updateCategory: print(UpdateProductCategoryDocument),
  removeCategory: print(DeleteProductCategoryDocument),
  reorderCategories: print(ReorderProductCategoriesDocument),
  export: print(ExportProductsDocument),
  import: print(ImportProductsDocument),
};

/** A ProductInput without options: one variant at the given price and stock. */
export const simpleProduct = (
  fields: Record<string, unknown> = {},
  variant: Record<string, unknown> = {},
) => ({
  name: 'Canvas tote',
  variants: [{ price: '30', stock: 10, ...variant }],
  ...fields,
});

let skuCounter = 0;

/** A tee in two sizes and two colours: four variants, the first with `firstStock` units and an SKU of its own. */
export const sizedTee = (
  firstStock: number | null = 1,
  fields: Record<string, unknown> = {},
  sku = `TEE-${++skuCounter}`,
) => ({
  name: 'Linen tee',
  options: [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Colour', values: ['Sand', 'Black'] },
  ],
  variants: [
    { option_values: ['S', 'Sand'], price: '45', stock: firstStock, sku },
    { option_values: ['S', 'Black'], price: '45', stock: 0 },
    { option_values: ['M', 'Sand'], price: '45', discount_price: '39.90', stock: 4 },
    { option_values: ['M', 'Black'], price: '48', stock: null },
  ],
  ...fields,
});

/** ImportProducts with `csv` as the uploaded file, as the CRM sends it: checked only, or applied. */
export function importCsv(
  t: Pick<TestApp, 'app'>,
  owner: { ownerToken: string; projectId: string },
  csv: string | Buffer,
  { apply = false, language = 'en' }: { apply?: boolean; language?: string } = {},
) {
  const content = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
  return multipartGraphql(
    t,
    owner.ownerToken,
    { query: P.import, variables: { project_id: owner.projectId, file: null, apply } },
    [['variables.file', { name: 'products.csv', content }]],
    language,
  );
}
