import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ServiceCategoryFieldsFragment, ServiceFieldsFragment } from '@donut/graphql';
import { Button, FormError } from '@donut/ui';
import type { PriceCurrency } from '../../shared/money/price';
import { moveButtonId, ServiceRow, type MoveDirection } from './service-row';
import { useGuardedAction } from './use-guarded-action';

export interface ServiceListProps {
  services: readonly ServiceFieldsFragment[];
  categories: readonly ServiceCategoryFieldsFragment[];
  currency: PriceCurrency | null;
  /** The owner's order is shown with nothing searched: the rows can move. */
  isReorderable: boolean;
  isStale: boolean;
  reorder: (ids: string[]) => Promise<void>;
  setVisible: (ids: string[], isVisible: boolean) => Promise<number>;
}

/**
 * The services shown, with boxes to select several and hide or show them at once, and (in the owner's order) buttons
 * and Alt+Arrow keys that move one up or down; each change is announced, and the focus stays on the moved row.
 */
export function ServiceList({
  services,
  categories,
  currency,
  isReorderable,
  isStale,
  reorder,
  setVisible,
}: ServiceListProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { isBusy, error, run: guarded } = useGuardedAction();
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const shownIds = services.map((service) => service.id);
  const chosen = shownIds.filter((id) => selected.has(id));
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));

  useEffect(() => {
    // The moved row's button, once the list shows the new order (moving a node loses its focus).
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [services]);

  /** Runs a change and announces what it says it did. */
  async function run(action: () => Promise<string>) {
    let said = '';
    if (await guarded(async () => (said = await action()))) setAnnouncement(said);
  }

  function handleMove(service: ServiceFieldsFragment, direction: MoveDirection) {
    const index = shownIds.indexOf(service.id);
    const neighbour = shownIds[direction === 'up' ? index - 1 : index + 1];
    // While the list loads again after a change, its order is the old one: a move now would move the wrong way.
    if (!neighbour || isBusy || isStale) return;
    focusAfterMove.current = moveButtonId(service.id, direction);
    void run(async () => {
      await reorder(direction === 'up' ? [service.id, neighbour] : [neighbour, service.id]);
      return intl.formatMessage(
        { id: 'crm.services.row.moved' },
        { name: service.name, position: index + (direction === 'up' ? 0 : 2) },
      );
    });
  }

  function handleBulk(isVisible: boolean) {
    void run(async () => {
      const count = await setVisible(chosen, isVisible);
      setSelected(new Set());
      return intl.formatMessage({ id: 'crm.services.bulk.done' }, { count, isVisible: String(isVisible) });
    });
  }

  const toggle = (id: string, isSelected: boolean) => {
    const next = new Set(selected);
    if (isSelected) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <div className="crm-service-list">
      <div className="crm-service-list__bulk">
        <label className="donut-checkbox__row">
          <input
            type="checkbox"
            className="donut-checkbox__input"
            checked={chosen.length > 0 && chosen.length === shownIds.length}
            onChange={(event) => setSelected(new Set(event.target.checked ? shownIds : []))}
          />
          <FormattedMessage id="crm.services.bulk.select-all" />
        </label>
        {chosen.length ? (
          <>
            <span>
              <FormattedMessage id="crm.services.bulk.selected" values={{ count: chosen.length }} />
            </span>
            <Button variant="secondary" disabled={isBusy} onClick={() => handleBulk(false)}>
              <FormattedMessage id="crm.services.bulk.hide" />
            </Button>
            <Button variant="secondary" disabled={isBusy} onClick={() => handleBulk(true)}>
              <FormattedMessage id="crm.services.bulk.show" />
            </Button>
          </>
        ) : null}
      </div>
      <FormError>{error}</FormError>
      <ul
        className="crm-service-list__rows"
        aria-label={intl.formatMessage({ id: 'crm.services.title' })}
        aria-busy={isStale || isBusy || undefined}
      >
        {services.map((service, index) => (
          <ServiceRow
            key={service.id}
            service={service}
            categoryName={service.category_id ? (categoryName.get(service.category_id) ?? null) : null}
            currency={currency}
            isSelected={selected.has(service.id)}
            onSelect={(isSelected) => toggle(service.id, isSelected)}
            isReorderable={isReorderable}
            canMoveUp={index > 0}
            canMoveDown={index < services.length - 1}
            onMove={(direction) => handleMove(service, direction)}
          />
        ))}
      </ul>
      <p className="donut-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
