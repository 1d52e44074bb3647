/** A catalogue category as the shared category pieces read it (ServiceCategory, ProductCategory). */
export interface CatalogueCategory {
  id: string;
  name: string;
  translations: ReadonlyArray<{ language: string; name: string }>;
  is_visible: boolean;
}

/** A category as the API saves it (ServiceCategoryInput, ProductCategoryInput). */
export interface CatalogueCategoryInput {
  name: string;
  translations?: Array<{ language: string; name: string }> | null;
  is_visible?: boolean | null;
}

/**
 * The message ids of an area's categories (its own words: "All services", "All products"), so the shared panel,
 * tools and dialogs speak each area's catalog.
 */
export interface CategoryMessages {
  /** "Categories": the panel's heading and label. */
  title: string;
  all: string;
  none: string;
  /** {count}: the items a category holds. */
  count: string;
  hidden: string;
  loading: string;
  loadFailed: string;
  retry: string;
  add: string;
  edit: string;
  /** {isVisible}: 'true' or 'false', the category's state now. */
  visibility: string;
  moveUp: string;
  moveDown: string;
  /** {name}, {position}: announced after a move. */
  moved: string;
  delete: string;
  failed: string;
  createTitle: string;
  editTitle: string;
  name: string;
  /** {language}: the language's own name. */
  translation: string;
  visible: string;
  save: string;
  cancel: string;
  /** {name}: the category deleted. */
  deleteTitle: string;
  deleteConfirm: string;
  /** {count}: the items it holds. */
  deleteMove: string;
  moveTo: string;
  deleteEmpty: string;
}
