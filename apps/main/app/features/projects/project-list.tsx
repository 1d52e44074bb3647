import { FormattedMessage } from 'react-intl';
import { Button } from '@donut/ui';
import { CreateFirstProject } from './create-first-project';
import { ProjectCard } from './project-card';
import { useProjectList } from './use-project-list';

export interface ProjectListProps {
  /** Opens the create-project modal from the empty state. */
  onCreate: () => void;
}

/** The owner's projects as cards with "Show more", or the "create your first project" empty state (spec §2). */
export function ProjectList({ onCreate }: ProjectListProps) {
  const { projects, meta, isLoading, hasError, isLoadingMore, hasMoreError, loadMore, retry } =
    useProjectList();

  if (isLoading) {
    return (
      <p className="projects__status" aria-busy="true">
        <FormattedMessage id="main.projects.loading" />
      </p>
    );
  }
  if (hasError || !projects || !meta) {
    return (
      <div className="cabinet__notice" role="alert">
        <p>
          <FormattedMessage id="main.projects.load-error" />
        </p>
        <Button variant="secondary" onClick={retry}>
          <FormattedMessage id="main.projects.retry" />
        </Button>
      </div>
    );
  }
  if (projects.length === 0) return <CreateFirstProject onCreate={onCreate} />;

  return (
    <>
      <ul className="projects__list">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      <div className="projects__footer">
        <p className="projects__count">
          <FormattedMessage id="main.projects.count" values={{ shown: projects.length, total: meta.total }} />
        </p>
        {hasMoreError ? (
          <p role="alert">
            <FormattedMessage id="main.projects.more-error" />
          </p>
        ) : null}
        {meta.has_next_page ? (
          <Button variant="secondary" isLoading={isLoadingMore} onClick={loadMore}>
            <FormattedMessage id="main.projects.show-more" />
          </Button>
        ) : null}
      </div>
    </>
  );
}
