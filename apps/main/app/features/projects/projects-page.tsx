import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { GetClientDocument } from '@donut/graphql';
import { AddProjectButton } from './add-project-button';
import { CreateProjectModal } from './create-project-modal';
import { ProjectList } from './project-list';
import { useCreateProjectModal } from './use-create-project-modal';
import { ConfirmEmailNotice } from './confirm-email-notice';
import './projects.css';

/**
 * The owner's projects (spec §2): an unconfirmed e-mail gets the "confirm your account" notice instead
 * of the list; a confirmed owner sees the projects, or the invitation to create the first one.
 * GetClient is in the cache already (the cabinet layout loaded it).
 */
export function ProjectsPage() {
  const { data } = useQuery(GetClientDocument);
  const client = data?.client;
  // An owner who signed up through Telegram has no e-mail to confirm, so nothing holds them back.
  const unconfirmedEmail = client?.email && !client.is_confirm_email ? client.email : null;
  const modal = useCreateProjectModal();

  return (
    <section className="projects" aria-labelledby="projects-heading">
      <header className="projects__header">
        <h1 id="projects-heading">
          <FormattedMessage id="main.cabinet.projects.title" />
        </h1>
        <AddProjectButton isLocked={unconfirmedEmail !== null} onClick={modal.open} />
      </header>
      {!client ? null : unconfirmedEmail ? (
        <ConfirmEmailNotice email={unconfirmedEmail} />
      ) : (
        <ProjectList onCreate={modal.open} />
      )}
      <CreateProjectModal isOpen={modal.isOpen && unconfirmedEmail === null} onClose={modal.close} />
    </section>
  );
}
