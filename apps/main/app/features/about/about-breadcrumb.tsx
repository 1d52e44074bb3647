import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { aboutPath } from '../../shared/paths/about-paths';

/** The way back from a page of the section to its start. */
export function AboutBreadcrumb() {
  const intl = useIntl();
  const { locale = 'ru' } = useParams();
  return (
    <nav className="about__breadcrumb" aria-label={intl.formatMessage({ id: 'main.about.breadcrumb' })}>
      <Link to={aboutPath(locale)}>
        <span aria-hidden="true">← </span>
        <FormattedMessage id="main.about.title" />
      </Link>
    </nav>
  );
}
