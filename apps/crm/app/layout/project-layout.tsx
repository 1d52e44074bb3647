import { Outlet } from 'react-router';
import { useLiveApplicationCounts } from '../features/applications/use-application-counts';
import { useLiveOrderCounts } from '../features/orders/use-order-counts';
import { isPlanClosed } from '../features/paywall/load-subscription';
import { Paywall } from '../features/paywall/paywall';
import type { ProjectLayoutData } from './load-project-layout';
import { sectionsFromMenu } from '../shared/project/sections';
import { useCrmProject } from '../shared/project/use-crm-project';
import { CrmFrame } from './crm-frame';
import { CrmSignOut } from './crm-sign-out';

/**
 * A project's CRM page: the frame with the project's menu and the section, or, once the owner's plan
 * has ended, the paywall in place of any section (the menu would only lead back to it). The project
 * comes from the Apollo cache, and goes to the sections through the outlet's context.
 */
export function ProjectLayout({ locale, domain, subscription }: ProjectLayoutData) {
  const project = useCrmProject(domain);
  const sections = project ? sectionsFromMenu(project.menu) : null;
  const isClosed = isPlanClosed(subscription);
  // The menu's count of new applications, kept fresh as they arrive; none where the section is hidden.
  const applications = useLiveApplicationCounts(project?.id ?? '', {
    skip: !project || !sections?.services || isClosed,
  });
  // The menu's count of new orders, kept fresh as they are placed; none where the shop is hidden.
  const orders = useLiveOrderCounts(project?.id ?? '', {
    skip: !project || !sections?.products || isClosed,
  });
  if (!project) return <CrmFrame locale={locale}>{null}</CrmFrame>;
  if (isClosed) {
    return (
      <CrmFrame locale={locale} project={project.name} hasSignOut={false}>
        <Paywall
          locale={locale}
          project={project}
          subscription={subscription}
          signOut={<CrmSignOut locale={locale} />}
        />
      </CrmFrame>
    );
  }
  return (
    <CrmFrame
      locale={locale}
      project={project.name}
      sections={sectionsFromMenu(project.menu)}
      counts={{ newApplications: applications.counts?.new, newOrders: orders.count('new') }}
    >
      <Outlet context={{ locale, project }} />
    </CrmFrame>
  );
}
