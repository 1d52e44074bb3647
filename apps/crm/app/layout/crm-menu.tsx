import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { routeHref } from '@donut/link-builder';
import type { ProjectSections } from '../shared/project/sections';
import './crm-menu.css';

interface MenuItem {
  href: string;
  messageId: string;
}

/** The menu items of a project: its overview, the sections it shows (spec §3 menu), its settings. */
export function crmMenuItems(sections: ProjectSections): MenuItem[] {
  return [
    { href: routeHref('crm', 'admin', {}), messageId: 'crm.nav.overview' },
    ...(sections.services
      ? [{ href: routeHref('crm', 'admin', {}, { hash: 'services' }), messageId: 'crm.nav.services' }]
      : []),
    ...(sections.products
      ? [{ href: routeHref('crm', 'admin', {}, { hash: 'catalogue' }), messageId: 'crm.nav.products' }]
      : []),
    { href: routeHref('crm', 'adminSettings', {}), messageId: 'crm.settings.title' },
  ];
}

/** The CRM's menu: hiding a section in the settings takes it out of here. */
export function CrmMenu({ sections }: { sections: ProjectSections }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <nav className="crm-menu" aria-label={intl.formatMessage({ id: 'crm.nav.sections' })}>
      <ul>
        {crmMenuItems(sections).map((item) => (
          <li key={item.href}>
            {/* Router links: a page with unsaved changes can ask before the owner leaves it. */}
            <Link to={item.href} aria-current={item.href === pathname ? 'page' : undefined}>
              <FormattedMessage id={item.messageId} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
