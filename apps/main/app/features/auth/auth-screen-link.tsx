import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withAuthScreen, type AuthScreen } from '../../shared/auth-modal/auth-url';

export interface AuthScreenLinkProps {
  screen: Exclude<AuthScreen, 'reset'>;
  children: ReactNode;
}

/**
 * A real link to another screen of the auth modal: it works before hydration and opens in a new
 * tab. It replaces the history entry, so Back leaves the modal rather than stepping through screens.
 */
export function AuthScreenLink({ screen, children }: AuthScreenLinkProps) {
  const [searchParams] = useSearchParams();
  return (
    <Link to={{ search: `?${withAuthScreen(searchParams, screen).toString()}` }} replace preventScrollReset>
      {children}
    </Link>
  );
}
