import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import { checkSearch, listMeta } from '../../core/pagination';
import type { GraphqlContext } from '../../core/request-context';
import { productCategories, products } from '../../db/schema';
import { contentPage } from '../project-content/content-page';
import { requireOwnProject } from '../projects/own-project';
import { reorderRows } from '../catalogue/catalogue-order';
import { setVisibility } from '../catalogue/catalogue-visibility';
import { productCategoryStore } from './product-categories.service';
import { productsCsv } from './product-csv-export';
import { importProducts } from './product-import.service';
import { listProducts } from './product-list';
import { toProduct, toProductCategory } from './product-view-model';
import { createProduct, deleteProduct, findProduct, updateProduct, withVariants } from './products.service';

/** The owner's side: every operation finds the project through the signed-in owner (requireOwnProject). */
export const shopQueries: QueryResolvers<GraphqlContext> = {
  product_list: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const page = contentPage(context, args);
    const query = { search: checkSearch(context.locale, args.search), filter: args.filter, sort: args.sort };
    const { rows, total } = await listProducts(context.db, project.id, query, page);
    const list = await withVariants(context.db, project.id, rows);
    return {
      list: list.map((product) => toProduct(product, context.uploadUrl)),
      meta: listMeta(page, rows.length, total),
    };
  },
  product: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return toProduct(await findProduct(context.db, project.id, args.id), context.uploadUrl);
  },
  product_category_list: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const page = contentPage(context, args, 100);
    const { rows, total } = await productCategoryStore.list(context.db, project.id, page);
    return { list: rows.map(toProductCategory), meta: listMeta(page, rows.length, total) };
  },
  product_export: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const query = { search: checkSearch(context.locale, args.search), filter: args.filter, sort: args.sort };
    return productsCsv(context.db, project, query, context.locale);
  },
};

export const shopMutations: MutationResolvers<GraphqlContext> = {
  create_product: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const write = { input: args.input, photoUploads: args.photo_uploads };
    return toProduct(await createProduct(context, clientId, project, write), context.uploadUrl);
  },
  update_product: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const write = { input: args.input, photoUploads: args.photo_uploads };
    return toProduct(await updateProduct(context, clientId, project, args.id, write), context.uploadUrl);
  },
  delete_product: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await deleteProduct(context, project.id, args.id);
    return true;
  },
  reorder_products: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await reorderRows(context.db, products, project.id, args.ids);
    return true;
  },
  set_products_visibility: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return setVisibility(context.db, products, project.id, args.ids, args.is_visible);
  },
  create_product_category: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return toProductCategory(await productCategoryStore.create(context.db, project.id, args.input));
  },
  update_product_category: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return toProductCategory(await productCategoryStore.update(context.db, project.id, args.id, args.input));
  },
  delete_product_category: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await productCategoryStore.remove(context.db, project.id, args.id, args.move_products_to);
    return true;
  },
  reorder_product_categories: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await reorderRows(context.db, productCategories, project.id, args.ids);
    return true;
  },
  import_products: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    return importProducts(context, clientId, project, args.file, args.apply);
  },
};
