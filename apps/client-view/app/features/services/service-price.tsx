import { FormattedMessage } from 'react-intl';
import type { ServiceCard } from './service-card';

/** The price as the owner set it: "from" when it depends on the job, the regular one struck through beside a discount. */
export function ServicePrice({
  service,
}: {
  service: Pick<ServiceCard, 'price' | 'regularPrice' | 'isFrom'>;
}) {
  return (
    <p className="cv-service-price">
      <span className="cv-service-price__current">
        {service.isFrom ? (
          <FormattedMessage id="cv.services.price-from" values={{ price: service.price }} />
        ) : (
          service.price
        )}
      </span>
      {service.regularPrice ? (
        <>
          {' '}
          <del className="cv-service-price__regular">
            <span className="donut-visually-hidden">
              <FormattedMessage id="cv.services.regular-price" />{' '}
            </span>
            {service.regularPrice}
          </del>
        </>
      ) : null}
    </p>
  );
}
