import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormError } from '@donut/ui';
import { useGuardedAction } from '../list/use-guarded-action';
import type { CatalogueCategory, CategoryMessages } from './category-messages';
import './catalogue.css';

export interface CategoryToolsProps {
  category: CatalogueCategory;
  categories: readonly CatalogueCategory[];
  messages: CategoryMessages;
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
  messages,
}: CategoryToolsProps) {
  const intl = useIntl();
  const { isBusy, error, run: guarded } = useGuardedAction(messages.failed);
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
      intl.formatMessage({ id: messages.moved }, { ...values, position: index + step + 1 }),
    );
  }

  return (
    <div className="crm-category-tools">
      <Button variant="secondary" disabled={isBusy} onClick={onEdit}>
        <FormattedMessage id={messages.edit} />
      </Button>
      <Button
        variant="secondary"
        isLoading={isBusy}
        onClick={() => run(() => setVisible(!category.is_visible))}
      >
        <FormattedMessage id={messages.visibility} values={{ isVisible: String(category.is_visible) }} />
      </Button>
      {([-1, 1] as const).map((step) => (
        <button
          key={step}
          type="button"
          className="donut-button donut-button--secondary"
          disabled={isBusy || index < 0 || index + step < 0 || index + step >= categories.length}
          aria-label={intl.formatMessage({ id: step < 0 ? messages.moveUp : messages.moveDown }, values)}
          onClick={() => move(step)}
        >
          <span aria-hidden="true">{step < 0 ? '↑' : '↓'}</span>
        </button>
      ))}
      <Button variant="danger" disabled={isBusy} onClick={onDelete}>
        <FormattedMessage id={messages.delete} />
      </Button>
      <FormError>{error}</FormError>
      <p className="donut-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
