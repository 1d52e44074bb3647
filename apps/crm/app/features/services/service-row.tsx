import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ServiceFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import type { PriceCurrency } from '../../shared/money/price';
import { durationMessage } from './service-duration';
import { ServicePrice } from './service-price';

export type MoveDirection = 'up' | 'down';

export interface ServiceRowProps {
  service: ServiceFieldsFragment;
  /** The category's name, or null for a service without one. */
  categoryName: string | null;
  currency: PriceCurrency | null;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
  /** Whether the owner's order is shown, so the row can move; and where it can go. */
  canMoveUp: boolean;
  canMoveDown: boolean;
  isReorderable: boolean;
  onMove: (direction: MoveDirection) => void;
}

export const moveButtonId = (serviceId: string, direction: MoveDirection) =>
  `service-${serviceId}-move-${direction}`;

/**
 * One service of the list: a box to select it for a bulk change, its name leading to its form, its category, length,
 * price and "hidden" mark, and the buttons that move it in the owner's order. Alt+Arrow Up/Down moves it too.
 */
export function ServiceRow({
  service,
  categoryName,
  currency,
  isSelected,
  onSelect,
  canMoveUp,
  canMoveDown,
  isReorderable,
  onMove,
}: ServiceRowProps) {
  const intl = useIntl();
  const duration = durationMessage(service.duration_minutes);
  const values = { name: service.name };

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (!isReorderable || !event.altKey) return;
    const direction = event.key === 'ArrowUp' ? 'up' : event.key === 'ArrowDown' ? 'down' : null;
    if (!direction || !(direction === 'up' ? canMoveUp : canMoveDown)) return;
    event.preventDefault();
    onMove(direction);
  }

  return (
    <li
      className={service.is_visible ? 'crm-service-row' : 'crm-service-row crm-service-row--hidden'}
      onKeyDown={handleKeyDown}
    >
      <input
        type="checkbox"
        className="donut-checkbox__input crm-service-row__select"
        aria-label={intl.formatMessage({ id: 'crm.services.row.select' }, values)}
        checked={isSelected}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <div className="crm-service-row__main">
        <Link className="crm-service-row__name" to={routeHref('crm', 'adminService', { id: service.id })}>
          {service.name}
        </Link>
        <span className="crm-service-row__meta">
          {categoryName ?? <FormattedMessage id="crm.services.no-category" />}
          {' · '}
          <FormattedMessage id={duration.id} values={duration.values} />
          {service.is_visible ? null : (
            <span className="crm-chip crm-service-row__hidden">
              <FormattedMessage id="crm.services.hidden" />
            </span>
          )}
        </span>
      </div>
      <span className="crm-service-row__price">
        <ServicePrice service={service} currency={currency} />
      </span>
      {isReorderable ? (
        <span className="crm-service-row__moves">
          {(['up', 'down'] as const).map((direction) => (
            <button
              key={direction}
              id={moveButtonId(service.id, direction)}
              type="button"
              className="donut-button donut-button--secondary"
              aria-label={intl.formatMessage({ id: `crm.services.row.move-${direction}` }, values)}
              aria-keyshortcuts={direction === 'up' ? 'Alt+ArrowUp' : 'Alt+ArrowDown'}
              disabled={direction === 'up' ? !canMoveUp : !canMoveDown}
              onClick={() => onMove(direction)}
            >
              <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
            </button>
          ))}
        </span>
      ) : null}
    </li>
  );
}
