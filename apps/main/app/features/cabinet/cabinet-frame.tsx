import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useParams } from 'react-router';
import { SignOutButton } from './sign-out-button';

/** The cabinet layout (spec §2): the owner's menu beside the page. */
export function CabinetFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useParams();
  return (
    <div className="cabinet">
      <nav className="cabinet__menu" aria-label={intl.formatMessage({ id: 'main.cabinet.menu' })}>
        <NavLink to={`/${locale}/client/projects`}>
          <FormattedMessage id="main.cabinet.projects.title" />
        </NavLink>
        <NavLink to={`/${locale}/client/profile`}>
          <FormattedMessage id="main.profile.title" />
        </NavLink>
        <SignOutButton />
      </nav>
      <div className="cabinet__content">{children}</div>
    </div>
  );
}
