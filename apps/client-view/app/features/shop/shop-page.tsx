import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { PriceTag } from '../../shared/price-tag';
import type { ShopPageData } from './load-shop';
import '../../shared/chips.css';
import './shop.css';

export interface ShopPageProps extends ShopPageData {
  locale: Locale;
}

/** The shop page's address with its query keys: the chosen category, the search and how many pages are shown. */
function shopHref(listHref: string, keys: { category?: string | null; search?: string; page?: number }) {
  const query = new URLSearchParams();
  if (keys.category) query.set('category', keys.category);
  if (keys.search) query.set('search', keys.search);
  if (keys.page && keys.page > 1) query.set('page', String(keys.page));
  const rest = query.toString();
  return rest ? `${listHref}?${rest}` : listHref;
}

/**
 * The site's shop (issue 15): the categories as chips with the `category` query key (spec §2), a search that is a
 * plain GET form, product cards and "Show more", all links and forms that work before the page hydrates.
 */
export function ShopPage({ locale, categories, categoryId, search, products, nextPage }: ShopPageProps) {
  const intl = useIntl();
  const listHref = routeHref('client-view', 'shop', {}, { locale });
  const chip = (id: string | null, name: string) => (
    <li key={id ?? 'all'}>
      <Link
        className="cv-chip"
        to={shopHref(listHref, { category: id, search })}
        aria-current={categoryId === id ? 'page' : undefined}
        preventScrollReset
      >
        {name}
      </Link>
    </li>
  );
  return (
    <div className="cv-shop">
      <h1>
        <FormattedMessage id="cv.shop.title" />
      </h1>
      {categories.length > 0 ? (
        <nav aria-label={intl.formatMessage({ id: 'cv.shop.categories' })}>
          <ul className="cv-chips">
            {chip(null, intl.formatMessage({ id: 'cv.shop.all' }))}
            {categories.map((category) => chip(category.id, category.name))}
          </ul>
        </nav>
      ) : null}
      <Form method="get" action={listHref} role="search" className="cv-shop__search">
        {categoryId ? <input type="hidden" name="category" value={categoryId} /> : null}
        <input
          type="search"
          name="search"
          defaultValue={search}
          maxLength={100}
          aria-label={intl.formatMessage({ id: 'cv.shop.search' })}
          placeholder={intl.formatMessage({ id: 'cv.shop.search' })}
        />
        <button type="submit">
          <FormattedMessage id="cv.shop.search-submit" />
        </button>
      </Form>
      {products.length === 0 ? (
        <p className="cv-shop__empty">
          {search ? (
            <FormattedMessage id="cv.shop.nothing-found" values={{ search }} />
          ) : (
            <FormattedMessage id="cv.shop.empty" />
          )}
        </p>
      ) : (
        <ul className="cv-product-list">
          {products.map((product) => (
            <li key={product.id} className="cv-product-card">
              {product.photos[0] ? (
                <img className="cv-product-card__photo" src={product.photos[0]} alt="" loading="lazy" />
              ) : null}
              <h2 className="cv-product-card__name">
                <Link to={routeHref('client-view', 'product', { productId: product.id }, { locale })}>
                  {product.name}
                </Link>
              </h2>
              <PriceTag price={product.price} regularPrice={product.regularPrice} isFrom={product.isFrom} />
              {product.isSoldOut ? (
                <p className="cv-product-card__sold-out">
                  <FormattedMessage id="cv.shop.sold-out" />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {nextPage ? (
        <p className="cv-shop__more">
          <Link to={shopHref(listHref, { category: categoryId, search, page: nextPage })} preventScrollReset>
            <FormattedMessage id="cv.shop.show-more" />
          </Link>
        </p>
      ) : null}
    </div>
  );
}
