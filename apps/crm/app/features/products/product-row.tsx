import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ProductRowFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import type { CatalogueRowProps } from '../../shared/catalogue/catalogue-list';
import { MoveButtons, moveKeyHandler } from '../../shared/catalogue/move-buttons';
import { formatPrice, type PriceCurrency } from '../../shared/money/price';

export interface ProductRowProps extends CatalogueRowProps {
  product: ProductRowFieldsFragment;
  /** The category's name, or null for a product without one. */
  categoryName: string | null;
  currency: PriceCurrency | null;
}

const MOVE_LABELS = { up: 'crm.products.row.move-up', down: 'crm.products.row.move-down' };

/** The stock as the owner reads it: units left, "Sold out" or "Not tracked". */
function StockLabel({ product }: { product: ProductRowFieldsFragment }) {
  if (product.is_sold_out) return <FormattedMessage id="crm.products.stock.sold-out" />;
  if (product.stock_total === null) return <FormattedMessage id="crm.products.stock.not-tracked" />;
  return <FormattedMessage id="crm.products.stock.units" values={{ count: product.stock_total }} />;
}

/**
 * One product of the list: a box to select it, its first photo, its name leading to its form, its category, stock,
 * lowest price and "hidden" mark, and the buttons that move it in the owner's order (Alt+Arrow Up/Down too).
 */
export function ProductRow({ product, categoryName, currency, ...row }: ProductRowProps) {
  const intl = useIntl();
  const photo = product.photos[0];
  const hasVariants = product.variant_count > 1;
  return (
    <li
      className={product.is_visible ? 'crm-catalogue-row' : 'crm-catalogue-row crm-catalogue-row--hidden'}
      onKeyDown={moveKeyHandler(row)}
    >
      <input
        type="checkbox"
        className="donut-checkbox__input"
        aria-label={intl.formatMessage({ id: 'crm.products.row.select' }, { name: product.name })}
        checked={row.isSelected}
        onChange={(event) => row.onSelect(event.target.checked)}
      />
      <div className="crm-product-row__main">
        {photo ? (
          <img className="crm-product-row__photo" src={photo.url} alt="" width={48} height={48} />
        ) : (
          <span className="crm-product-row__photo" aria-hidden="true" />
        )}
        <div className="crm-catalogue-row__main">
          <Link className="crm-catalogue-row__name" to={routeHref('crm', 'adminProduct', { id: product.id })}>
            {product.name}
          </Link>
          <span className="crm-catalogue-row__meta">
            {categoryName ?? <FormattedMessage id="crm.products.no-category" />}
            {' · '}
            <span className={product.is_sold_out ? 'crm-product-row__sold-out' : undefined}>
              <StockLabel product={product} />
            </span>
            {product.is_visible ? null : (
              <span className="crm-chip">
                <FormattedMessage id="crm.products.hidden" />
              </span>
            )}
          </span>
        </div>
      </div>
      <span className="crm-catalogue-row__price">
        <FormattedMessage
          id="crm.products.price"
          values={{
            price: formatPrice(product.min_price_minor, currency, intl.locale),
            hasVariants: String(hasVariants),
          }}
        />
      </span>
      {row.isReorderable ? (
        <MoveButtons itemId={product.id} labels={MOVE_LABELS} name={product.name} {...row} />
      ) : null}
    </li>
  );
}
