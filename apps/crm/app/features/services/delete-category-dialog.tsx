import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ServiceCategoryFieldsFragment } from '@donut/graphql';
import { DeleteWarningDialog, FormError, SelectField } from '@donut/ui';
import { useGuardedAction } from './use-guarded-action';

export interface DeleteCategoryDialogProps {
  category: ServiceCategoryFieldsFragment;
  /** Every category of the project (the one deleted among them). */
  categories: readonly ServiceCategoryFieldsFragment[];
  remove: (moveTo: string | null) => Promise<unknown>;
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * modal-delete-warning for a category. One that holds services asks where they go, another category or none: the
 * services stay, only the category goes.
 */
export function DeleteCategoryDialog({
  category,
  categories,
  remove,
  onDeleted,
  onClose,
}: DeleteCategoryDialogProps) {
  const intl = useIntl();
  const [moveTo, setMoveTo] = useState('');
  const { isBusy, error, run } = useGuardedAction();
  const others = categories.filter((other) => other.id !== category.id);

  async function handleConfirm() {
    if (await run(() => remove(moveTo || null))) onDeleted();
  }

  return (
    <DeleteWarningDialog
      isOpen
      title={<FormattedMessage id="crm.services.category.delete-title" values={{ name: category.name }} />}
      isPermanent={false}
      confirmLabel={<FormattedMessage id="crm.services.category.delete-confirm" />}
      isLoading={isBusy}
      onConfirm={handleConfirm}
      onCancel={onClose}
    >
      {category.service_count ? (
        <>
          <p>
            <FormattedMessage
              id="crm.services.category.delete-move"
              values={{ count: category.service_count }}
            />
          </p>
          <SelectField
            label={<FormattedMessage id="crm.services.category.move-to" />}
            name="move_services_to"
            value={moveTo}
            emptyLabel={intl.formatMessage({ id: 'crm.services.no-category' })}
            options={others.map((other) => ({ value: other.id, label: other.name }))}
            onChange={(event) => setMoveTo(event.target.value)}
          />
        </>
      ) : (
        <p>
          <FormattedMessage id="crm.services.category.delete-empty" />
        </p>
      )}
      <FormError>{error}</FormError>
    </DeleteWarningDialog>
  );
}
