import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ServiceCategoryFieldsFragment } from '@donut/graphql';
import { Button, FormError } from '@donut/ui';
import { useGuardedAction } from './use-guarded-action';

export interface CategoryToolsProps {
  category: ServiceCategoryFieldsFragment;
  categories: readonly ServiceCategoryFieldsFragment[];
  onEdit: () => void;
  onDelete: () => void;
  setVisible: (isVisible: boolean) => Promise<unknown>;
  /** Puts the categories in this order. */
  reorder: (ids: string[]) => Promise<unknown>;
}

/** What the owner does with the category shown: edit, hide or show, move it earlier or later, delete. */
export function CategoryTools({
  category,
  categories,
  onEdit,
  onDelete,
  setVisible,
  reorder,
}: CategoryToolsProps) {
  const intl = useIntl();
  const { isBusy, error, run: guarded } = useGuardedAction();
  const [announcement, setAnnouncement] = useState('');
  const index = categories.findIndex((other) => other.id === category.id);
  const values = { name: category.name };

  async function run(action: () => Promise<unknown>, done?: string) {
    if ((await guarded(action)) && done) setAnnouncement(done);
  }

  function move(step: -1 | 1) {
    const ids = categories.map((other) => other.id);
    [ids[index], ids[index + step]] = [ids[index + step], ids[index]];
    void run(
      () => reorder(ids),
      intl.formatMessage({ id: 'crm.services.categories.moved' }, { ...values, position: index + step + 1 }),
    );
  }

  return (
    <div className="crm-service-category-tools">
      <Button variant="secondary" disabled={isBusy} onClick={onEdit}>
        <FormattedMessage id="crm.services.category.edit" />
      </Button>
      <Button
        variant="secondary"
        isLoading={isBusy}
        onClick={() => run(() => setVisible(!category.is_visible))}
      >
        <FormattedMessage
          id="crm.services.category.visibility"
          values={{ isVisible: String(category.is_visible) }}
        />
      </Button>
      {([-1, 1] as const).map((step) => (
        <button
          key={step}
          type="button"
          className="donut-button donut-button--secondary"
          disabled={isBusy || index < 0 || index + step < 0 || index + step >= categories.length}
          aria-label={intl.formatMessage(
            { id: step < 0 ? 'crm.services.category.move-up' : 'crm.services.category.move-down' },
            values,
          )}
          onClick={() => move(step)}
        >
          <span aria-hidden="true">{step < 0 ? '↑' : '↓'}</span>
        </button>
      ))}
      <Button variant="danger" disabled={isBusy} onClick={onDelete}>
        <FormattedMessage id="crm.services.category.delete" />
      </Button>
      <FormError>{error}</FormError>
      <p className="donut-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
