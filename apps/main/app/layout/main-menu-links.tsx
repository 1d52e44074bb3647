import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/**
 * The main menu as an owner sees it in the cabinet (spec §4): the site's public pages would send a
 * signed-in owner straight back to the projects (spec §2 guards), so it leads to their cabinet
 * versions: plans, questions, contacts.
 */
export function MainMenuLinks({ locale }: { locale: string }) {
  return (
    <ul className="main-menu">
      <li>
        <Link to={`/${locale}/client/about/rates`}>
          <FormattedMessage id="main.about.rates.title" />
        </Link>
      </li>
      <li>
        <Link to={`/${locale}/client/about/questions`}>
          <FormattedMessage id="main.about.questions.title" />
        </Link>
      </li>
      <li>
        <Link to={`/${locale}/client/about/contacts`}>
          <FormattedMessage id="main.about.contacts.title" />
        </Link>
      </li>
    </ul>
  );
}
