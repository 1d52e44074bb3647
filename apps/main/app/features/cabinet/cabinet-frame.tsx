import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@donut/app-shell';
import { CabinetMenuLinks } from './cabinet-menu-links';
import { useClientRefreshOnReturn } from './use-client-refresh-on-return';

/**
 * The cabinet layout (spec §2, §4): from 769 px the owner's menu is a sidebar beside the page; below that CSS
 * hides it, and the header's menu button opens it as a drawer (`CabinetHeaderControls`).
 */
export function CabinetFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = usePageLocale();
  useClientRefreshOnReturn();
  return (
    <div className="cabinet">
      <nav className="cabinet__menu" aria-label={intl.formatMessage({ id: 'main.cabinet.menu' })}>
        <CabinetMenuLinks locale={locale} />
      </nav>
      <div className="cabinet__content">{children}</div>
    </div>
  );
}
