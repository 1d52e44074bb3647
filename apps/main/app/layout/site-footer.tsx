import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { LEGAL_DOCUMENTS } from '../features/marketing/marketing-pages';
import { FeatureLinks, ServiceLinks } from './site-nav-links';

export interface SiteFooterProps {
  locale: Locale;
  /** In the cabinet the public pages would send the owner back to the projects (spec §2): only the documents stay. */
  isCabinet: boolean;
}

/** Every public page and the four documents, the main terms in one line, and the copyright. No headings: the page's outline stays its own. */
export function SiteFooter({ locale, isCabinet }: SiteFooterProps) {
  const intl = useIntl();
  return (
    <div className="site-footer">
      <nav className="site-footer__nav" aria-label={intl.formatMessage({ id: 'main.marketing.footer.nav' })}>
        {isCabinet ? null : (
          <>
            <div className="site-footer__group">
              <p className="site-footer__title" id="footer-features">
                <FormattedMessage id="main.marketing.footer.features" />
              </p>
              <ul aria-labelledby="footer-features">
                <FeatureLinks locale={locale} />
              </ul>
            </div>
            <div className="site-footer__group">
              <p className="site-footer__title" id="footer-service">
                <FormattedMessage id="main.marketing.footer.service" />
              </p>
              <ul aria-labelledby="footer-service">
                <ServiceLinks locale={locale} />
              </ul>
            </div>
          </>
        )}
        <div className="site-footer__group">
          <p className="site-footer__title" id="footer-documents">
            <FormattedMessage id="main.marketing.footer.documents" />
          </p>
          <ul aria-labelledby="footer-documents">
            {LEGAL_DOCUMENTS.map((document) => (
              <li key={document}>
                <Link to={routeHref('main', 'legal', { document }, { locale })}>
                  <FormattedMessage id={`main.marketing.legal.${document}.title`} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {isCabinet ? null : (
        <p className="site-footer__terms">
          <FormattedMessage id="main.marketing.footer.terms" />
        </p>
      )}
      <p className="site-footer__copyright">
        <FormattedMessage id="main.footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </div>
  );
}
