import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';

/**
 * The main menu as an owner sees it in the cabinet (spec §4): the site's public pages would send a
 * signed-in owner straight back to the projects (spec §2 guards), so it leads to their cabinet
 * versions: plans, questions, contacts.
 */
export function MainMenuLinks({ locale }: { locale: Locale }) {
  return (
    <ul className="main-menu">
      <li>
        <Link to={routeHref('main', 'clientRates', {}, { locale })}>
          <FormattedMessage id="main.about.rates.title" />
        </Link>
      </li>
      <li>
        <Link to={routeHref('main', 'clientAboutQuestions', {}, { locale })}>
          <FormattedMessage id="main.about.questions.title" />
        </Link>
      </li>
      <li>
        <Link to={routeHref('main', 'clientAboutContacts', {}, { locale })}>
          <FormattedMessage id="main.about.contacts.title" />
        </Link>
      </li>
    </ul>
  );
}
