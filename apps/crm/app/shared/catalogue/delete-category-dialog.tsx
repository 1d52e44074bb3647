import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DeleteWarningDialog, FormError, SelectField } from '@donut/ui';
import { useGuardedAction } from '../list/use-guarded-action';
import type { CatalogueCategory, CategoryMessages } from './category-messages';

export interface DeleteCategoryDialogProps {
  category: CatalogueCategory;
  /** Every category of the project (the one deleted among them). */
  categories: readonly CatalogueCategory[];
  /** The items the category holds: with some, the dialog asks where they go. */
  count: number;
  /** The choice's field name, as the mutation names it (`move_services_to`, `move_products_to`). */
  moveFieldName: string;
  messages: CategoryMessages;
  remove: (moveTo: string | null) => Promise<unknown>;
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * modal-delete-warning for a category. One that holds items (services, products) asks where they go, another
 * category or none: the items stay, only the category goes.
 */
export function DeleteCategoryDialog({
  category,
  categories,
  count,
  moveFieldName,
  messages,
  remove,
  onDeleted,
  onClose,
}: DeleteCategoryDialogProps) {
  const intl = useIntl();
  const [moveTo, setMoveTo] = useState('');
  const { isBusy, error, run } = useGuardedAction(messages.failed);
  const others = categories.filter((other) => other.id !== category.id);

  async function handleConfirm() {
    if (await run(() => remove(moveTo || null))) onDeleted();
  }

  return (
    <DeleteWarningDialog
      isOpen
      title={<FormattedMessage id={messages.deleteTitle} values={{ name: category.name }} />}
      isPermanent={false}
      confirmLabel={<FormattedMessage id={messages.deleteConfirm} />}
      isLoading={isBusy}
      onConfirm={handleConfirm}
      onCancel={onClose}
    >
      {count ? (
        <>
          <p>
            <FormattedMessage id={messages.deleteMove} values={{ count }} />
          </p>
          <SelectField
            label={<FormattedMessage id={messages.moveTo} />}
            name={moveFieldName}
            value={moveTo}
            emptyLabel={intl.formatMessage({ id: messages.none })}
            options={others.map((other) => ({ value: other.id, label: other.name }))}
            onChange={(event) => setMoveTo(event.target.value)}
          />
        </>
      ) : (
        <p>
          <FormattedMessage id={messages.deleteEmpty} />
        </p>
      )}
      <FormError>{error}</FormError>
    </DeleteWarningDialog>
  );
}
