import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface PageShellProps {
  header: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every layout: skip link, header, main landmark, footer. */
export function PageShell({ header, footer, children }: PageShellProps) {
  return (
    <div className="donut-shell">
      <a className="donut-skip-link" href="#main">
        <FormattedMessage id="ui.skip-link" />
      </a>
      <header className="donut-shell__header">{header}</header>
      <main id="main" className="donut-shell__main" tabIndex={-1}>
        {children}
      </main>
      {footer ? <footer className="donut-shell__footer">{footer}</footer> : null}
    </div>
  );
}
