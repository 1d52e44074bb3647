import { useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { useMainButton } from '@donut/app-shell/main-button';
import { routeHref } from '@donut/link-builder';
import { addToCart } from '../cart/cart-api';
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

type AddState =
  | { kind: 'idle' | 'adding' | 'added' | 'failed' }
  | { kind: 'refused'; message: string; field: 'quantity' | 'variant' };

/**
 * The product page's choice: a value of each option picks the variant, whose price, stock and quantity show;
 * "Add to cart" puts that many more in the cart (the API's "Not enough quantity" shows under the quantity).
 * In the Mini App Telegram's main button adds, then opens the cart. Loaded by the route after the page's first paint, with the
 * client's texts, so the shop's list never downloads it.
 */
export default function ProductPurchase(props: ProductPurchaseProps) {
  // Inside the client's texts: the main button's text is formatted here, not rendered.
  return (
    <CustomerIntl>
      <Purchase {...props} />
    </CustomerIntl>
  );
}

function Purchase({ product }: ProductPurchaseProps) {
  const { options, variants } = product;
  const [values, setValues] = useState(() => initialValues(variants));
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<AddState>({ kind: 'idle' });
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const cartHref = routeHref('client-view', 'cart', {}, { locale });
  const quantityId = useId();
  const errorId = useId();
  const root = useRef<HTMLDivElement>(null);
  // The page hydrates on intent (routes/product.tsx): a size pressed or a quantity typed before its code arrived is
  // in the server's HTML, which hydration leaves as it is, so the state takes it over once, before any replayed click.
  useLayoutEffect(() => {
    const form = root.current;
    if (!form) return;
    const shown = options.map(
      (_, index) =>
        form.querySelector<HTMLInputElement>(`input[name="option-${index}"]:checked`)?.value ?? values[index],
    );
    if (shown.some((value, index) => value !== values[index])) setValues(shown);
    const typed = form.querySelector<HTMLInputElement>('input[type="number"]');
    if (typed && typed.value !== String(quantity))
      setQuantity(Math.max(0, Math.trunc(Number(typed.value) || 0)));
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const variant = variantOf(variants, values);
  const isTooMany =
    variant !== null && variant.stockState !== 'sold_out' && isMoreThanLeft(variant, quantity);
  const canAdd = variant !== null && variant.stockState !== 'sold_out' && quantity >= 1 && !isTooMany;
  const quantityError = added.kind === 'refused' && added.field === 'quantity' ? added.message : null;

  async function handleAdd() {
    if (!variant || !canAdd || added.kind === 'adding') return;
    setAdded({ kind: 'adding' });
    const result = await addToCart(variant.id, quantity);
    if (result.ok) return setAdded({ kind: 'added' });
    const { fields } = result.error;
    if (fields.quantity) return setAdded({ kind: 'refused', message: fields.quantity, field: 'quantity' });
    if (fields.variant_id) return setAdded({ kind: 'refused', message: fields.variant_id, field: 'variant' });
    setAdded({ kind: 'failed' });
  }

  const isInTelegram = useMainButton({
    text: intl.formatMessage({ id: added.kind === 'added' ? 'cv.cart.open' : 'cv.product.add-to-cart' }),
    onClick: () => (added.kind === 'added' ? void navigate(cartHref) : void handleAdd()),
    isEnabled: added.kind === 'added' || canAdd,
    isProgress: added.kind === 'adding',
  });
  return (
    <div className="cv-purchase" ref={root}>
      {options.map((option, index) => (
        <OptionPicker
          key={option.name}
          option={option}
          index={index}
          values={values}
          variants={variants}
          onChoose={(value) => {
            setValues(chooseValue(variants, values, index, value));
            setAdded({ kind: 'idle' });
          }}
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
            aria-invalid={isTooMany || quantityError !== null || undefined}
            aria-describedby={isTooMany || quantityError ? errorId : undefined}
            onChange={(event) => {
              setQuantity(Math.max(0, Math.trunc(Number(event.target.value) || 0)));
              setAdded({ kind: 'idle' });
            }}
          />
          {isTooMany || quantityError ? (
            <span id={errorId} className="cv-purchase__error" role="alert">
              {quantityError ?? <FormattedMessage id="validation.notEnoughQuantity" />}
            </span>
          ) : null}
        </p>
      ) : null}
      {isInTelegram ? null : (
        <button
          type="button"
          className="cv-purchase__add"
          disabled={!canAdd}
          aria-busy={added.kind === 'adding' || undefined}
          onClick={() => void handleAdd()}
        >
          <FormattedMessage id="cv.product.add-to-cart" />
        </button>
      )}
      <p className="cv-purchase__note" aria-live="polite">
        {added.kind === 'added' ? (
          <>
            <FormattedMessage id="cv.cart.added" />{' '}
            <Link to={cartHref}>
              <FormattedMessage id="cv.cart.open" />
            </Link>
          </>
        ) : added.kind === 'refused' && added.field === 'variant' ? (
          added.message
        ) : added.kind === 'failed' ? (
          <FormattedMessage id="cv.cabinet.failed" />
        ) : null}
      </p>
    </div>
  );
}
