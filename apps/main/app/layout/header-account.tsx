import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { MODAL_IDS, QUERY_KEYS } from '@donut/auth';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { selectIsAuthenticated, useAppSelector } from '@donut/store';
import { isCabinetPath } from '../features/cabinet/cabinet-location';
import { NotificationsPanel } from '../features/notifications/notifications-panel';

/** The auth modal on the current page, on the given screen. */
export function authModalHref(pathname: string, search: string, view?: 'register') {
  const params = new URLSearchParams(search);
  params.set(QUERY_KEYS.modal, MODAL_IDS.authLogin);
  if (view) params.set('auth_view', view);
  else params.delete('auth_view');
  return `${pathname}?${params.toString()}`;
}

/** Spec §2 header: sign-in and sign-up for visitors; the notifications panel and the cabinet for a signed-in owner. */
export function HeaderAccount({ locale }: { locale: Locale }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { pathname, search } = useLocation();
  if (isAuthenticated) {
    return (
      <div className="site-header__auth">
        <NotificationsPanel />
        {/* In the cabinet its menu leads everywhere this link would. */}
        {isCabinetPath(pathname) ? null : (
          <Link className="donut-button" to={routeHref('main', 'clientProjects', {}, { locale })}>
            <FormattedMessage id="main.nav.cabinet" />
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="site-header__auth">
      <Link to={authModalHref(pathname, search)} preventScrollReset>
        <FormattedMessage id="main.nav.sign-in" />
      </Link>
      <Link
        className="donut-button donut-button--primary"
        to={authModalHref(pathname, search, 'register')}
        preventScrollReset
      >
        <FormattedMessage id="main.nav.sign-up" />
      </Link>
    </div>
  );
}
