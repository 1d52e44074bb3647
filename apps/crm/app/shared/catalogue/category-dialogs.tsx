import type { CatalogueCategory, CatalogueCategoryInput, CategoryMessages } from './category-messages';
import { CategoryDialog } from './category-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';

/** Which category dialog a catalogue's list has open: a new category's, one's edit, one's deletion, or none. */
export type CategoryDialogState<C extends CatalogueCategory> =
  { kind: 'create' } | { kind: 'edit'; category: C } | { kind: 'delete'; category: C } | null;

export interface CategoryDialogsProps<C extends CatalogueCategory> {
  dialog: CategoryDialogState<C>;
  /** The create and edit dialog's id (`modal-service-category`). */
  id: string;
  /** The area's categories and what it does with them (useServiceCategories, useProductCategories). */
  categories: {
    categories: readonly C[];
    create: (input: CatalogueCategoryInput) => Promise<unknown>;
    rename: (category: C, input: CatalogueCategoryInput) => Promise<unknown>;
    remove: (category: C, moveTo: string | null) => Promise<unknown>;
  };
  /** The items a category holds, which a deletion moves to `moveFieldName`'s category. */
  countOf: (category: C) => number;
  moveFieldName: string;
  messages: CategoryMessages;
  languages: readonly string[];
  onDeleted: () => void;
  onClose: () => void;
}

/** The category dialog a catalogue's list has open: a category's name and translations, or its deletion. */
export function CategoryDialogs<C extends CatalogueCategory>({
  dialog,
  id,
  categories,
  countOf,
  moveFieldName,
  messages,
  languages,
  onDeleted,
  onClose,
}: CategoryDialogsProps<C>) {
  if (dialog?.kind === 'create' || dialog?.kind === 'edit')
    return (
      <CategoryDialog
        id={id}
        messages={messages}
        category={dialog.kind === 'edit' ? dialog.category : null}
        languages={languages}
        save={(input) =>
          dialog.kind === 'edit' ? categories.rename(dialog.category, input) : categories.create(input)
        }
        onClose={onClose}
      />
    );
  if (dialog?.kind === 'delete')
    return (
      <DeleteCategoryDialog
        category={dialog.category}
        categories={categories.categories}
        count={countOf(dialog.category)}
        moveFieldName={moveFieldName}
        messages={messages}
        remove={(moveTo) => categories.remove(dialog.category, moveTo)}
        onDeleted={onDeleted}
        onClose={onClose}
      />
    );
  return null;
}
