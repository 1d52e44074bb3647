import { FormattedMessage } from 'react-intl';
import type { VariantOffer } from '../product-card';

/** "In stock", "Only 2 left" or "Sold out" for the chosen variant. */
export function StockState({ variant }: { variant: Pick<VariantOffer, 'stockState' | 'available'> }) {
  return (
    <p className="cv-stock" data-state={variant.stockState} role="status">
      {variant.stockState === 'sold_out' ? (
        <FormattedMessage id="cv.shop.sold-out" />
      ) : variant.stockState === 'low_stock' && variant.available !== null ? (
        <FormattedMessage id="cv.product.low-stock" values={{ count: variant.available }} />
      ) : (
        <FormattedMessage id="cv.product.in-stock" />
      )}
    </p>
  );
}
