import { FormattedMessage } from 'react-intl';
import './price-tag.css';

export interface PriceTagProps {
  /** What the client pays, in words: the discount price when there is one, e.g. "45 ₾". */
  price: string;
  /** The regular price, struck through beside a discount price; null without a discount. */
  regularPrice: string | null;
  /** A "from" price: the final one depends on the job or the variant. */
  isFrom: boolean;
}

/** A service's or a product's price as the owner set it: "from", and the regular one struck through beside a discount. */
export function PriceTag({ price, regularPrice, isFrom }: PriceTagProps) {
  return (
    <p className="cv-price">
      <span className="cv-price__current">
        {isFrom ? <FormattedMessage id="cv.price.from" values={{ price }} /> : price}
      </span>
      {regularPrice ? (
        <>
          {' '}
          <del className="cv-price__regular">
            <span className="donut-visually-hidden">
              <FormattedMessage id="cv.price.regular" />{' '}
            </span>
            {regularPrice}
          </del>
        </>
      ) : null}
    </p>
  );
}
