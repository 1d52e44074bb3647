import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { ProductPageData } from './load-product';
import './shop.css';

export interface ProductPageProps extends Pick<ProductPageData, 'product' | 'category'> {
  locale: Locale;
  /** The choice of a variant with its price, stock and quantity (loaded by the route). */
  purchase: ReactNode;
}

/** One product: its photos, the choice of a variant and its description. */
export function ProductPage({ locale, product, category, purchase }: ProductPageProps) {
  const listHref = routeHref('client-view', 'shop', {}, { locale });
  return (
    <article className="cv-product">
      <p className="cv-product__back">
        <Link to={category ? `${listHref}?category=${encodeURIComponent(category.id)}` : listHref}>
          {category ? category.name : <FormattedMessage id="cv.product.all" />}
        </Link>
      </p>
      <h1>{product.name}</h1>
      {product.photos.length ? (
        <ul className="cv-product__photos">
          {product.photos.map((url, index) => (
            <li key={url}>
              <img src={url} alt="" loading={index === 0 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      ) : null}
      {purchase}
      {product.description ? <p className="cv-product__description">{product.description}</p> : null}
    </article>
  );
}
