import { FormattedMessage, useIntl } from 'react-intl';
import type { CrmProject } from '../../shared/project/load-project';
import { sectionsFromMenu } from '../../shared/project/sections';
import { CategoriesBlock } from './categories-block';
import { WorkingWeekBlock } from './working-week-block';
import './admin-home.css';

/**
 * The CRM's start screen: the project's name and main image, its working week and, while the shop is shown in the
 * project's menu, its catalogue categories. The services have their own area (Services).
 */
export function AdminHome({ project }: { project: CrmProject }) {
  const intl = useIntl();
  const sections = sectionsFromMenu(project.menu);
  return (
    <div className="crm-home">
      <header className="crm-home__header">
        {project.image_main ? (
          <img
            className="crm-home__image"
            src={project.image_main.url}
            alt={intl.formatMessage({ id: 'crm.home.image-alt' }, { project: project.name })}
            width={160}
            height={120}
          />
        ) : null}
        <h1 id="crm-home-heading">
          <FormattedMessage id="crm.home.heading" values={{ project: project.name }} />
        </h1>
      </header>
      <WorkingWeekBlock projectId={project.id} />
      {sections.products ? <CategoriesBlock projectId={project.id} /> : null}
    </div>
  );
}
