import { FormattedMessage, useIntl } from 'react-intl';
import type { ServiceFieldsFragment } from '@donut/graphql';
import { formatPrice, type PriceCurrency } from '../../shared/money/price';

export interface ServicePriceProps {
  service: Pick<ServiceFieldsFragment, 'price_minor' | 'discount_price_minor' | 'price_is_from'>;
  currency: PriceCurrency | null;
}

/** A service's price as clients will read it: "from 40 ₾", a discount before the struck-out regular price. */
export function ServicePrice({ service, currency }: ServicePriceProps) {
  const intl = useIntl();
  const price = formatPrice(service.price_minor, currency, intl.locale);
  const amount =
    service.discount_price_minor === null ? (
      price
    ) : (
      <FormattedMessage
        id="crm.services.price.discounted"
        values={{
          discount: formatPrice(service.discount_price_minor, currency, intl.locale),
          price,
          old: (chunks) => <del>{chunks}</del>,
        }}
      />
    );
  return service.price_is_from ? (
    <FormattedMessage id="crm.services.price.from" values={{ price: amount }} />
  ) : (
    <>{amount}</>
  );
}
