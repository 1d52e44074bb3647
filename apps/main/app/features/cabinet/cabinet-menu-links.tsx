import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { SignOutButton } from './sign-out-button';

/** The cabinet menu of spec §4: projects, integrations, profile, about, and signing out. */
export function CabinetMenuLinks({ locale }: { locale: Locale }) {
  return (
    <ul className="cabinet-menu">
      <li>
        <NavLink to={routeHref('main', 'clientProjects', {}, { locale })}>
          <FormattedMessage id="main.cabinet.projects.title" />
        </NavLink>
      </li>
      <li>
        <NavLink to={routeHref('main', 'clientConnect', {}, { locale })}>
          <FormattedMessage id="main.cabinet.menu.integrations" />
        </NavLink>
      </li>
      <li>
        <NavLink to={routeHref('main', 'clientProfile', {}, { locale })}>
          <FormattedMessage id="main.profile.title" />
        </NavLink>
      </li>
      <li>
        <NavLink to={routeHref('main', 'clientAbout', {}, { locale })}>
          <FormattedMessage id="main.cabinet.menu.about" />
        </NavLink>
      </li>
      <li className="cabinet-menu__sign-out">
        <SignOutButton />
      </li>
    </ul>
  );
}
