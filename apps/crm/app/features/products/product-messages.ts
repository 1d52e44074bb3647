import type { CatalogueListMessages } from '../../shared/catalogue/catalogue-list';
import type { CatalogueListStatesMessages } from '../../shared/catalogue/catalogue-list-states';
import type { CategoryMessages } from '../../shared/catalogue/category-messages';

/** The products area's words for the shared category pieces. */
export const PRODUCT_CATEGORY_MESSAGES: CategoryMessages = {
  title: 'crm.products.categories.title',
  all: 'crm.products.categories.all',
  none: 'crm.products.no-category',
  count: 'crm.products.categories.count',
  hidden: 'crm.products.hidden',
  loading: 'crm.products.categories.loading',
  loadFailed: 'crm.products.categories.load-failed',
  retry: 'crm.products.retry',
  add: 'crm.products.categories.add',
  edit: 'crm.products.category.edit',
  visibility: 'crm.products.category.visibility',
  moveUp: 'crm.products.category.move-up',
  moveDown: 'crm.products.category.move-down',
  moved: 'crm.products.categories.moved',
  delete: 'crm.products.category.delete',
  failed: 'crm.products.form.failed',
  createTitle: 'crm.products.category.create-title',
  editTitle: 'crm.products.category.edit-title',
  name: 'crm.products.category.name',
  translation: 'crm.products.category.translation',
  visible: 'crm.products.category.visible',
  save: 'crm.products.category.save',
  cancel: 'crm.products.form.cancel',
  deleteTitle: 'crm.products.category.delete-title',
  deleteConfirm: 'crm.products.category.delete-confirm',
  deleteMove: 'crm.products.category.delete-move',
  moveTo: 'crm.products.category.move-to',
  deleteEmpty: 'crm.products.category.delete-empty',
};

/** The products area's words for the shared list. */
export const PRODUCT_LIST_MESSAGES: CatalogueListMessages = {
  title: 'crm.products.title',
  moved: 'crm.products.row.moved',
  bulkDone: 'crm.products.bulk.done',
  selectAll: 'crm.products.bulk.select-all',
  selected: 'crm.products.bulk.selected',
  hide: 'crm.products.bulk.hide',
  show: 'crm.products.bulk.show',
  failed: 'crm.products.form.failed',
};

/** The products area's words for the list while it loads, fails, is empty or finds nothing. */
export const PRODUCT_LIST_STATES_MESSAGES: CatalogueListStatesMessages = {
  loading: 'crm.products.loading',
  loadFailed: 'crm.products.load-failed',
  retry: 'crm.products.retry',
  emptyTitle: 'crm.products.empty.title',
  emptyText: 'crm.products.empty.text',
  noResults: 'crm.products.no-results',
  reset: 'crm.products.reset',
};
