import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import { cabinetPaths } from './cabinet-paths';
import { SignOutButton } from './sign-out-button';

/** The cabinet menu of spec §4: projects, integrations, profile, about, and signing out. */
export function CabinetMenuLinks({ locale }: { locale: string }) {
  return (
    <ul className="cabinet-menu">
      <li>
        <NavLink to={cabinetPaths.projects(locale)}>
          <FormattedMessage id="main.cabinet.projects.title" />
        </NavLink>
      </li>
      <li>
        <NavLink to={cabinetPaths.connect(locale)}>
          <FormattedMessage id="main.cabinet.menu.integrations" />
        </NavLink>
      </li>
      <li>
        <NavLink to={cabinetPaths.profile(locale)}>
          <FormattedMessage id="main.profile.title" />
        </NavLink>
      </li>
      <li>
        <NavLink to={cabinetPaths.about(locale)}>
          <FormattedMessage id="main.cabinet.menu.about" />
        </NavLink>
      </li>
      <li className="cabinet-menu__sign-out">
        <SignOutButton />
      </li>
    </ul>
  );
}
