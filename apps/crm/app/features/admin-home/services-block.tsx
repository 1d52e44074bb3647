import { FormattedMessage, useIntl } from 'react-intl';
import { BlockError, BlockLoading, ShowMoreFooter } from './block-status';
import { durationMessage } from './service-duration';
import { formatPrice } from './service-price';
import { useProjectCurrency } from './use-project-currency';
import { useServiceList } from './use-service-list';

export interface ServicesBlockProps {
  projectId: string;
  currencyId: string | null;
}

/** The project's services with their prices in its currency and their length, a page at a time. */
export function ServicesBlock({ projectId, currencyId }: ServicesBlockProps) {
  const intl = useIntl();
  const currency = useProjectCurrency(currencyId);
  const { page, isLoading, hasError, retry, isLoadingMore, hasMoreError, loadMore } = useServiceList(projectId);

  let body;
  if (isLoading) body = <BlockLoading messageId="crm.home.services.loading" />;
  else if (hasError || !page) body = <BlockError messageId="crm.home.services.error" onRetry={retry} />;
  else if (page.list.length === 0) {
    body = (
      <p>
        <FormattedMessage id="crm.home.services.empty" />
      </p>
    );
  } else {
    body = (
      <>
        <ul className="crm-services">
          {page.list.map((service) => {
            const duration = durationMessage(service.duration_minutes);
            return (
              <li key={service.id} className="crm-service">
                <h3 className="crm-service__name">{service.name}</h3>
                {service.description ? <p className="crm-service__description">{service.description}</p> : null}
                <p className="crm-service__terms">
                  <FormattedMessage
                    id="crm.home.services.terms"
                    values={{ price: formatPrice(service.price_minor, currency, intl.locale), duration: intl.formatMessage({ id: duration.id }, duration.values) }}
                  />
                </p>
              </li>
            );
          })}
        </ul>
        <ShowMoreFooter
          countMessageId="crm.home.services.count"
          shown={page.list.length}
          total={page.meta.total}
          hasNextPage={page.meta.has_next_page}
          isLoadingMore={isLoadingMore}
          hasMoreError={hasMoreError}
          onShowMore={loadMore}
        />
      </>
    );
  }

  return (
    <section className="crm-block" id="services" aria-labelledby="crm-services-heading">
      <h2 id="crm-services-heading">
        <FormattedMessage id="crm.home.services.title" />
      </h2>
      {body}
    </section>
  );
}
