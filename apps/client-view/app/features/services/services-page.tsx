import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { ServicesPageData } from './load-services';
import { PriceTag } from '../../shared/price-tag';
import '../../shared/chips.css';
import './services.css';

export interface ServicesPageProps extends ServicesPageData {
  locale: Locale;
}

/**
 * The site's services (issue 16): the categories as chips, each a link with the `category` query key (spec §2),
 * so the page works as plain HTML before it hydrates and a chosen category has an address of its own.
 */
export function ServicesPage({ locale, categories, categoryId, services }: ServicesPageProps) {
  const intl = useIntl();
  const listHref = routeHref('client-view', 'services', {}, { locale });
  const chip = (id: string | null, name: string) => (
    <li key={id ?? 'all'}>
      <Link
        className="cv-chip"
        to={id ? `${listHref}?category=${encodeURIComponent(id)}` : listHref}
        aria-current={categoryId === id ? 'page' : undefined}
        preventScrollReset
      >
        {name}
      </Link>
    </li>
  );
  return (
    <div className="cv-services">
      <h1>
        <FormattedMessage id="cv.services.title" />
      </h1>
      {categories.length > 0 ? (
        <nav aria-label={intl.formatMessage({ id: 'cv.services.categories' })}>
          <ul className="cv-chips">
            {chip(null, intl.formatMessage({ id: 'cv.services.all' }))}
            {categories.map((category) => chip(category.id, category.name))}
          </ul>
        </nav>
      ) : null}
      {services.length === 0 ? (
        <p className="cv-services__empty">
          <FormattedMessage id="cv.services.empty" />
        </p>
      ) : (
        <ul className="cv-service-list">
          {services.map((service) => (
            <li key={service.id} className="cv-service-card">
              {service.photos[0] ? (
                <img className="cv-service-card__photo" src={service.photos[0]} alt="" loading="lazy" />
              ) : null}
              <h2 className="cv-service-card__name">
                <Link to={routeHref('client-view', 'service', { serviceId: service.id }, { locale })}>
                  {service.name}
                </Link>
              </h2>
              <PriceTag price={service.price} regularPrice={service.regularPrice} isFrom={service.isFrom} />
              {service.duration ? <p className="cv-service-card__duration">{service.duration}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
