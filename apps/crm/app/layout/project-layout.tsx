import { Outlet } from 'react-router';
import { isPlanClosed } from '../features/paywall/load-subscription';
import { Paywall } from '../features/paywall/paywall';
import type { ProjectLayoutData } from './load-project-layout';
import { sectionsFromMenu } from '../shared/project/sections';
import { CrmFrame } from './crm-frame';
import { CrmSignOut } from './crm-sign-out';

/**
 * A project's CRM page: the frame with the project's menu and the section, or, once the owner's plan
 * has ended, the paywall in place of any section (the menu would only lead back to it).
 */
export function ProjectLayout(data: ProjectLayoutData) {
  const { locale, project, subscription } = data;
  if (isPlanClosed(subscription)) {
    return (
      <CrmFrame locale={locale} project={project.name} hasSignOut={false}>
        <Paywall locale={locale} project={project} subscription={subscription} signOut={<CrmSignOut locale={locale} />} />
      </CrmFrame>
    );
  }
  return (
    <CrmFrame locale={locale} project={project.name} sections={sectionsFromMenu(project.menu)}>
      <Outlet context={data} />
    </CrmFrame>
  );
}
