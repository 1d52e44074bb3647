import { FormattedMessage } from 'react-intl';
import { Button } from '@donut/ui';

export interface CreateFirstProjectProps {
  onCreate: () => void;
}

/** Spec §2 second empty state: a confirmed owner without projects is invited to create one. */
export function CreateFirstProject({ onCreate }: CreateFirstProjectProps) {
  return (
    <div className="cabinet__notice" role="region" aria-labelledby="first-project-heading">
      <h2 id="first-project-heading">
        <FormattedMessage id="main.projects.empty.title" />
      </h2>
      <p>
        <FormattedMessage id="main.cabinet.projects.empty" />
      </p>
      <Button onClick={onCreate}>
        <FormattedMessage id="main.projects.empty.create" />
      </Button>
    </div>
  );
}
