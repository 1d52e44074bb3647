import { productCategories, products } from '../../db/schema';
import { catalogueCategories } from '../catalogue/catalogue-categories';

/** The categories of the shop's products; a deleted one's products move where the owner says. */
export const productCategoryStore = catalogueCategories({
  categories: productCategories,
  items: products,
  uniqueNameKey: 'product_categories_project_name_key',
  moveField: 'move_products_to',
});
