import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { routeHref } from '@donut/link-builder';
import type { ProjectSections } from '../shared/project/sections';

interface SectionItem {
  href: string;
  messageId: string;
  /** How many new things wait there (new applications, new orders), shown beside the name. */
  count?: number;
  /** The words for `count` ("3 new"). */
  countMessageId?: string;
}

/** What the menu counts: the new applications and orders, once known. */
export interface SectionCounts {
  newApplications?: number;
  newOrders?: number;
}

/** The menu items of a project: its overview, the sections it shows (spec §3 menu), its site, its bot, its settings. */
export function crmSectionItems(sections: ProjectSections, counts: SectionCounts = {}): SectionItem[] {
  return [
    { href: routeHref('crm', 'admin', {}), messageId: 'crm.nav.overview' },
    { href: routeHref('crm', 'adminCustomers', {}), messageId: 'crm.customers.title' },
    ...(sections.services
      ? [
          { href: routeHref('crm', 'adminServices', {}), messageId: 'crm.nav.services' },
          {
            href: routeHref('crm', 'adminApplications', {}),
            messageId: 'crm.applications.title',
            count: counts.newApplications,
            countMessageId: 'crm.applications.new-count',
          },
        ]
      : []),
    ...(sections.products
      ? [
          { href: routeHref('crm', 'adminProducts', {}), messageId: 'crm.nav.products' },
          {
            href: routeHref('crm', 'adminOrders', {}),
            messageId: 'crm.orders.title',
            count: counts.newOrders,
            countMessageId: 'crm.orders.new-count',
          },
        ]
      : []),
    { href: routeHref('crm', 'adminSite', {}), messageId: 'crm.site.title' },
    { href: routeHref('crm', 'adminBot', {}), messageId: 'crm.project-bot.title' },
    { href: routeHref('crm', 'adminSettings', {}), messageId: 'crm.settings.title' },
  ];
}

/** A section is the current page on its own path and on the pages under it (a customer's card is in Clients, a service's form in Services). */
const isCurrent = (href: string, pathname: string) =>
  href === pathname ||
  (href !== routeHref('crm', 'admin', {}) && !href.includes('#') && pathname.startsWith(`${href}/`));

/** The project's sections: hiding a section in the settings takes it out of here. */
export function CrmSectionsNav({ sections, counts }: { sections: ProjectSections; counts?: SectionCounts }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <nav className="crm-sections" aria-label={intl.formatMessage({ id: 'crm.nav.sections' })}>
      <ul>
        {crmSectionItems(sections, counts).map((item) => (
          <li key={item.href}>
            {/* Router links: a page with unsaved changes can ask before the owner leaves it. */}
            <Link to={item.href} aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}>
              <FormattedMessage id={item.messageId} />
              {item.count && item.countMessageId ? (
                <span className="crm-sections__count">
                  {' '}
                  <FormattedMessage id={item.countMessageId} values={{ count: item.count }} />
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
