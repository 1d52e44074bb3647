import type { CatalogueListMessages } from '../../shared/catalogue/catalogue-list';
import type { CatalogueListStatesMessages } from '../../shared/catalogue/catalogue-list-states';
import type { CategoryMessages } from '../../shared/catalogue/category-messages';

/** The services area's words for the shared category pieces. */
export const SERVICE_CATEGORY_MESSAGES: CategoryMessages = {
  title: 'crm.services.categories.title',
  all: 'crm.services.categories.all',
  none: 'crm.services.no-category',
  count: 'crm.services.categories.count',
  hidden: 'crm.services.hidden',
  loading: 'crm.services.categories.loading',
  loadFailed: 'crm.services.categories.load-failed',
  retry: 'crm.services.retry',
  add: 'crm.services.categories.add',
  edit: 'crm.services.category.edit',
  visibility: 'crm.services.category.visibility',
  moveUp: 'crm.services.category.move-up',
  moveDown: 'crm.services.category.move-down',
  moved: 'crm.services.categories.moved',
  delete: 'crm.services.category.delete',
  failed: 'crm.services.form.failed',
  createTitle: 'crm.services.category.create-title',
  editTitle: 'crm.services.category.edit-title',
  name: 'crm.services.category.name',
  translation: 'crm.services.category.translation',
  visible: 'crm.services.category.visible',
  save: 'crm.services.category.save',
  cancel: 'crm.services.form.cancel',
  deleteTitle: 'crm.services.category.delete-title',
  deleteConfirm: 'crm.services.category.delete-confirm',
  deleteMove: 'crm.services.category.delete-move',
  moveTo: 'crm.services.category.move-to',
  deleteEmpty: 'crm.services.category.delete-empty',
};

/** The services area's words for the shared list. */
export const SERVICE_LIST_MESSAGES: CatalogueListMessages = {
  title: 'crm.services.title',
  moved: 'crm.services.row.moved',
  bulkDone: 'crm.services.bulk.done',
  selectAll: 'crm.services.bulk.select-all',
  selected: 'crm.services.bulk.selected',
  hide: 'crm.services.bulk.hide',
  show: 'crm.services.bulk.show',
  failed: 'crm.services.form.failed',
};

/** The services area's words for the list while it loads, fails, is empty or finds nothing. */
export const SERVICE_LIST_STATES_MESSAGES: CatalogueListStatesMessages = {
  loading: 'crm.services.loading',
  loadFailed: 'crm.services.load-failed',
  retry: 'crm.services.retry',
  emptyTitle: 'crm.services.empty.title',
  emptyText: 'crm.services.empty.text',
  noResults: 'crm.services.no-results',
  reset: 'crm.services.reset',
};
