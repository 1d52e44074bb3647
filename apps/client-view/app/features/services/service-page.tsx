import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { ServicePageData } from './load-services';
import { PriceTag } from '../../shared/price-tag';
import './services.css';

export interface ServicePageProps extends Pick<ServicePageData, 'service' | 'category'> {
  locale: Locale;
  /** The application form (loaded by the route), or null when the service takes no applications. */
  applyForm: ReactNode;
}

/** One service: its photos, price, length and description, and the "apply" form when it takes applications. */
export function ServicePage({ locale, service, category, applyForm }: ServicePageProps) {
  const listHref = routeHref('client-view', 'services', {}, { locale });
  return (
    <article className="cv-service">
      <p className="cv-service__back">
        <Link to={category ? `${listHref}?category=${encodeURIComponent(category.id)}` : listHref}>
          {category ? category.name : <FormattedMessage id="cv.service.all" />}
        </Link>
      </p>
      <h1>{service.name}</h1>
      {service.photos.length ? (
        <ul className="cv-service__photos">
          {service.photos.map((url, index) => (
            <li key={url}>
              <img src={url} alt="" loading={index === 0 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="cv-service__facts">
        <PriceTag price={service.price} regularPrice={service.regularPrice} isFrom={service.isFrom} />
        {service.duration ? (
          <p>
            <FormattedMessage id="cv.service.duration" values={{ duration: service.duration }} />
          </p>
        ) : null}
      </div>
      {service.description ? <p className="cv-service__description">{service.description}</p> : null}
      {applyForm ? (
        <section className="cv-service__apply" aria-labelledby="cv-service-apply">
          <h2 id="cv-service-apply">
            <FormattedMessage id="cv.service.apply" />
          </h2>
          {applyForm}
        </section>
      ) : null}
    </article>
  );
}
