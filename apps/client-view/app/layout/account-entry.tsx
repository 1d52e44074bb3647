import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { selectIsAuthenticated, useAppSelector } from '@donut/store';
import './account-entry.css';

/**
 * The header's way into the client's cabinet: "Cabinet" for a signed-in client, "Sign in" for anyone else. Shown
 * on every site: the owner's menu has no `cabinet` section to hide it by (PROJECT_SECTIONS), and the later
 * domains (orders, applications, appointments) need the client's account wherever the site offers them. The
 * cabinet is reachable by its address in any case (a notification or the bot may link to it).
 */
export function AccountEntry({ locale }: { locale: Locale }) {
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  // A link within the app: inside Telegram the session lives in memory, which a full page load would lose.
  return (
    <Link
      className="cv-account-entry"
      to={routeHref('client-view', isSignedIn ? 'cabinet' : 'cabinetSignIn', {}, { locale })}
    >
      <FormattedMessage id={isSignedIn ? 'cv.account.cabinet' : 'cv.account.sign-in'} />
    </Link>
  );
}
