import { FormattedMessage } from 'react-intl';

/** The CRM's start screen; its sections arrive with the cabinet and CRM issues. */
export function AdminHome({ project }: { project: string }) {
  return (
    <section aria-labelledby="crm-home-heading">
      <h1 id="crm-home-heading">
        <FormattedMessage id="crm.home.heading" values={{ project }} />
      </h1>
      <p>
        <FormattedMessage id="crm.home.lead" />
      </p>
      <p>
        <FormattedMessage id="crm.home.sign-in" />
      </p>
    </section>
  );
}
