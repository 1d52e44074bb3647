import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, isLocale } from '@donut/i18n';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button } from '@donut/ui';
import { projectInitials } from './project-initials';
import { projectCrmUrl, projectSiteUrl } from './project-links';
import type { ProjectListItem } from './project-list-query';
import { useCopyLink } from './use-copy-link';

export interface ProjectCardProps {
  project: Pick<ProjectListItem, 'id' | 'name' | 'domain' | 'image_main'>;
}

/** One project in the list: its image, name and website address, a link to share and the way into its CRM. */
export function ProjectCard({ project }: ProjectCardProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const { isCopied, copy } = useCopyLink();
  const locale = isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;

  async function handleCopy() {
    const isDone = await copy(projectSiteUrl(project.domain, locale));
    dispatch(
      isDone
        ? toastShown({ message: { id: 'main.projects.toast.link-copied' }, type: 'success', unique: true })
        : toastShown({ message: { id: 'main.projects.card.copy-failed' }, type: 'error' }),
    );
  }

  return (
    <article className="project-card" aria-labelledby={headingId}>
      {/* Decorative: the name is right below, so the image or the initials add nothing to read out. */}
      <div className="project-card__image" aria-hidden="true">
        {project.image_main ? <img src={project.image_main.url} alt="" /> : projectInitials(project.name)}
      </div>
      <h2 id={headingId}>{project.name}</h2>
      <dl className="project-card__address">
        <dt>
          <FormattedMessage id="main.projects.card.address" />
        </dt>
        <dd>{project.domain}</dd>
      </dl>
      <div className="project-card__actions">
        <Button variant="secondary" onClick={handleCopy}>
          <FormattedMessage id="main.projects.card.copy" />
        </Button>
        {/* Not a live region: the success toast already announces the copy. */}
        {isCopied ? (
          <span className="project-card__copied">
            <FormattedMessage id="main.projects.card.copied" />
          </span>
        ) : null}
        <a className="donut-button donut-button--link" href={projectCrmUrl(project.domain, locale)}>
          <FormattedMessage id="main.projects.card.open-crm" />
        </a>
      </div>
    </article>
  );
}
