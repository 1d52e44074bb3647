import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CustomerIntl } from '../../../shared/customer-intl';
import { PriceTag } from '../../../shared/price-tag';
import type { ProductPageData } from '../load-product';
import { OptionPicker } from './option-picker';
import { StockState } from './stock-state';
import { chooseValue, initialValues, isMoreThanLeft, variantOf } from './variant-choice';
import './purchase.css';

export interface ProductPurchaseProps {
  product: Pick<ProductPageData['product'], 'options' | 'variants'>;
}

/** The most of one variant a customer may ask for at once. */
const QUANTITY_MAX = 99;

/**
 * The product page's choice: a value of each option picks the variant, whose price, stock and quantity show;
 * "Add to cart" waits for the cart (next increment). Loaded by the route after the page's first paint, with the
 * client's texts, so the shop's list never downloads it.
 */
export default function ProductPurchase({ product }: ProductPurchaseProps) {
  const { options, variants } = product;
  const [values, setValues] = useState(() => initialValues(variants));
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const errorId = useId();
  const variant = variantOf(variants, values);
  const isTooMany =
    variant !== null && variant.stockState !== 'sold_out' && isMoreThanLeft(variant, quantity);
  return (
    <CustomerIntl>
      <div className="cv-purchase">
        {options.map((option, index) => (
          <OptionPicker
            key={option.name}
            option={option}
            index={index}
            values={values}
            variants={variants}
            onChoose={(value) => setValues(chooseValue(variants, values, index, value))}
          />
        ))}
        {variant ? (
          <>
            <PriceTag price={variant.price} regularPrice={variant.regularPrice} isFrom={false} />
            <StockState variant={variant} />
          </>
        ) : (
          <p role="status">
            <FormattedMessage id="cv.product.unavailable" />
          </p>
        )}
        {variant && variant.stockState !== 'sold_out' ? (
          <p className="cv-purchase__quantity">
            <label htmlFor={quantityId}>
              <FormattedMessage id="cv.product.quantity" />
            </label>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={QUANTITY_MAX}
              value={quantity}
              aria-invalid={isTooMany || undefined}
              aria-describedby={isTooMany ? errorId : undefined}
              onChange={(event) => setQuantity(Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
            />
            {isTooMany ? (
              <span id={errorId} className="cv-purchase__error" role="alert">
                <FormattedMessage id="validation.notEnoughQuantity" />
              </span>
            ) : null}
          </p>
        ) : null}
        <button type="button" className="cv-purchase__add" disabled>
          <FormattedMessage id="cv.product.add-to-cart" />
        </button>
        <p className="cv-purchase__note">
          <FormattedMessage id="cv.product.cart-coming" />
        </p>
      </div>
    </CustomerIntl>
  );
}
