import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { selectIsAuthenticated, useAppSelector } from '@donut/store';
import { useCartCount } from '../shared/cart-count';
import './cart-entry.css';

/** Runs `task` once the browser is idle after hydration (a timeout where `requestIdleCallback` is missing). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The header's cart link, on a site whose shop is shown: plain markup from the server. The page is the same for
 * every visitor (the HTML cache), so the badge with the cart's units is filled in the browser: once the page is
 * idle after hydration, the code that decides whether to ask (`cart-count-loader`, with the cart's cookie) comes
 * in a chunk of its own, and the cart's calls only when the visitor holds a cart's cookie or is signed in. Every
 * page keeps within the first-load budget (ADR 0016).
 */
export function CartEntry({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const count = useCartCount();
  const isSignedIn = useAppSelector(selectIsAuthenticated);

  useEffect(
    () =>
      whenIdle(() => {
        void import('./cart-count-loader').then(({ loadCartCount }) => loadCartCount(isSignedIn));
      }),
    [isSignedIn],
  );

  return (
    <Link
      className="cv-cart-entry"
      to={routeHref('client-view', 'cart', {}, { locale })}
      aria-label={count ? intl.formatMessage({ id: 'cv.cart.link' }, { count }) : undefined}
    >
      <FormattedMessage id="cv.cart.title" />
      {count ? (
        <span className="cv-cart-entry__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
