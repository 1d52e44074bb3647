import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { signUpHref } from './sign-up-href';

export interface SignUpLinkProps {
  children: ReactNode;
  className?: string;
}

/** Opens the registration modal over the page; a plain link, so it works before hydration too. */
export function SignUpLink({ children, className = 'donut-button donut-button--primary' }: SignUpLinkProps) {
  const { pathname, search } = useLocation();
  return (
    <Link className={className} to={signUpHref(pathname, search)} preventScrollReset>
      {children}
    </Link>
  );
}
