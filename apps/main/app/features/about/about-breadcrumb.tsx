import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';

/** The way back from a page of the section to its start. */
export function AboutBreadcrumb() {
  const intl = useIntl();
  const locale = usePageLocale();
  return (
    <nav className="about__breadcrumb" aria-label={intl.formatMessage({ id: 'main.about.breadcrumb' })}>
      <Link to={routeHref('main', 'clientAbout', {}, { locale })}>
        <span aria-hidden="true">← </span>
        <FormattedMessage id="main.about.title" />
      </Link>
    </nav>
  );
}
