import { FormattedMessage, useIntl } from 'react-intl';
import { PagedListBlock } from './paged-list-block';
import { durationMessage } from './service-duration';
import { formatPrice } from './service-price';
import { useProjectCurrency } from './use-project-currency';
import { useServiceList } from './use-service-list';

export interface ServicesBlockProps {
  projectId: string;
  currencyId: string | null;
}

const MESSAGES = {
  title: 'crm.home.services.title',
  loading: 'crm.home.services.loading',
  error: 'crm.home.services.error',
  empty: 'crm.home.services.empty',
  count: 'crm.home.services.count',
};

/** The project's services with their prices in its currency and their length, a page at a time. */
export function ServicesBlock({ projectId, currencyId }: ServicesBlockProps) {
  const intl = useIntl();
  const currency = useProjectCurrency(currencyId);
  return (
    <PagedListBlock id="services" messages={MESSAGES} state={useServiceList(projectId)}>
      {(services) => (
        <ul className="crm-services">
          {services.map((service) => {
            const duration = durationMessage(service.duration_minutes);
            return (
              <li key={service.id} className="crm-service">
                <h3 className="crm-service__name">{service.name}</h3>
                {service.description ? (
                  <p className="crm-service__description">{service.description}</p>
                ) : null}
                <p className="crm-service__terms">
                  <FormattedMessage
                    id="crm.home.services.terms"
                    values={{
                      price: formatPrice(service.price_minor, currency, intl.locale),
                      duration: intl.formatMessage({ id: duration.id }, duration.values),
                    }}
                  />
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </PagedListBlock>
  );
}
