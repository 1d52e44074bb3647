import { projectServices, serviceCategories } from '../../db/schema';
import { catalogueCategories } from '../catalogue/catalogue-categories';

/** The categories of the project's services; a deleted one's services move where the owner says. */
export const serviceCategoryStore = catalogueCategories({
  categories: serviceCategories,
  items: projectServices,
  uniqueNameKey: 'service_categories_project_name_key',
  moveField: 'move_services_to',
});
