import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ServiceFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import type { CatalogueRowProps } from '../../shared/catalogue/catalogue-list';
import { MoveButtons, moveKeyHandler } from '../../shared/catalogue/move-buttons';
import type { PriceCurrency } from '../../shared/money/price';
import { durationMessage } from './service-duration';
import { ServicePrice } from './service-price';

export interface ServiceRowProps extends CatalogueRowProps {
  service: ServiceFieldsFragment;
  /** The category's name, or null for a service without one. */
  categoryName: string | null;
  currency: PriceCurrency | null;
}

const MOVE_LABELS = { up: 'crm.services.row.move-up', down: 'crm.services.row.move-down' };

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

  return (
    <li
      className={service.is_visible ? 'crm-catalogue-row' : 'crm-catalogue-row crm-catalogue-row--hidden'}
      onKeyDown={moveKeyHandler({ isReorderable, canMoveUp, canMoveDown, onMove })}
    >
      <input
        type="checkbox"
        className="donut-checkbox__input crm-catalogue-row__select"
        aria-label={intl.formatMessage({ id: 'crm.services.row.select' }, values)}
        checked={isSelected}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <div className="crm-catalogue-row__main">
        <Link className="crm-catalogue-row__name" to={routeHref('crm', 'adminService', { id: service.id })}>
          {service.name}
        </Link>
        <span className="crm-catalogue-row__meta">
          {categoryName ?? <FormattedMessage id="crm.services.no-category" />}
          {' · '}
          <FormattedMessage id={duration.id} values={duration.values} />
          {service.is_visible ? null : (
            <span className="crm-chip crm-catalogue-row__hidden">
              <FormattedMessage id="crm.services.hidden" />
            </span>
          )}
        </span>
      </div>
      <span className="crm-catalogue-row__price">
        <ServicePrice service={service} currency={currency} />
      </span>
      {isReorderable ? (
        <MoveButtons
          itemId={service.id}
          labels={MOVE_LABELS}
          name={service.name}
          canMoveUp={canMoveUp}
          canMoveDown={canMoveDown}
          onMove={onMove}
        />
      ) : null}
    </li>
  );
}
