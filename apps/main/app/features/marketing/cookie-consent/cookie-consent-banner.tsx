import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { consentCookie, hasConsent } from './cookie-consent';
import '../marketing.css';

/**
 * The cookie notice (spec §2): a bar at the bottom that never blocks the page. It appears only once the page runs
 * in the browser, where the consent cookie can be read: the server HTML and hydration stay equal, and a visitor
 * who already accepted never sees it flash.
 */
export function CookieConsentBanner({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    setIsShown(!hasConsent(document.cookie));
  }, []);

  if (!isShown) return null;

  function handleAccept() {
    document.cookie = consentCookie();
    setIsShown(false);
    // The button disappears under a keyboard user's focus: hand focus to the page instead of losing it.
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <section
      className="cookie-consent"
      aria-label={intl.formatMessage({ id: 'main.marketing.cookie.label' })}
    >
      <p className="cookie-consent__text">
        <FormattedMessage id="main.marketing.cookie.text" />{' '}
        <Link to={routeHref('main', 'legal', { document: 'cookie' }, { locale })}>
          <FormattedMessage id="main.marketing.cookie.more" />
        </Link>
      </p>
      <button type="button" className="donut-button donut-button--primary" onClick={handleAccept}>
        <FormattedMessage id="main.marketing.cookie.accept" />
      </button>
    </section>
  );
}
