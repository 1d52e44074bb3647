import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import './about.css';

const SECTIONS = ['site', 'sales', 'crm', 'start'] as const;

/** The section's pages, in menu order, by their routes in the link table. */
const ABOUT_PAGES = [
  { page: 'contacts', route: 'clientAboutContacts' },
  { page: 'questions', route: 'clientAboutQuestions' },
  { page: 'rates', route: 'clientRates' },
] as const;

/** client/about: what Donut does for the owner, in short sections, and the way to the three pages. */
export function AboutPage() {
  const locale = usePageLocale();
  return (
    <article className="about" aria-labelledby="about-heading">
      <h1 id="about-heading">
        <FormattedMessage id="main.about.title" />
      </h1>
      <p className="about__lead">
        <FormattedMessage id="main.about.lead" />
      </p>
      <div className="about__sections">
        {SECTIONS.map((section) => (
          <section key={section} className="about__section" aria-labelledby={`about-${section}`}>
            <h2 id={`about-${section}`}>
              <FormattedMessage id={`main.about.section.${section}.title`} />
            </h2>
            <p>
              <FormattedMessage id={`main.about.section.${section}.text`} />
            </p>
          </section>
        ))}
      </div>
      <nav className="about__more" aria-labelledby="about-more">
        <h2 id="about-more">
          <FormattedMessage id="main.about.more.title" />
        </h2>
        <ul>
          {ABOUT_PAGES.map(({ page, route }) => (
            <li key={page}>
              <Link to={routeHref('main', route, {}, { locale })}>
                <FormattedMessage id={`main.about.more.${page}`} />
              </Link>
              <p>
                <FormattedMessage id={`main.about.more.${page}-text`} />
              </p>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
