import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { GetClientDocument } from '@donut/graphql';
import { ConfirmEmailNotice } from './confirm-email-notice';

/**
 * The projects page. Projects themselves arrive with the cabinet issue; until the address is
 * confirmed the page asks for it (spec §2 first empty state).
 */
export function ProjectsPage() {
  const { data } = useQuery(GetClientDocument);
  const client = data?.client;
  return (
    <section aria-labelledby="projects-heading">
      <h1 id="projects-heading">
        <FormattedMessage id="main.cabinet.projects.title" />
      </h1>
      {client && !client.is_confirm_email && client.email ? (
        <ConfirmEmailNotice email={client.email} />
      ) : (
        <p className="cabinet__empty">
          <FormattedMessage id="main.cabinet.projects.empty" />
        </p>
      )}
    </section>
  );
}
