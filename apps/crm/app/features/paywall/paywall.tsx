import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { links } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { CrmProject } from '../../shared/project/load-project';
import type { CrmSubscription } from './load-subscription';
import { endedOnValues } from './ended-on-values';
import { PayForm } from './pay-form';
import { useViewerTimeZone } from './use-viewer-time-zone';
import './paywall.css';

export interface PaywallProps {
  locale: Locale;
  project: CrmProject;
  subscription: CrmSubscription;
  /** The sign-out button, given by the layout: the paywall offers it in place of the header's. */
  signOut: ReactNode;
}

/**
 * Shown on every CRM page instead of its section once the owner's plan has ended (spec §4: an expired
 * subscription closes the CRM until payment): which plan ended and when, payment for it again, another
 * plan in the cabinet, or signing out.
 */
export function Paywall({ locale, project, subscription, signOut }: PaywallProps) {
  const intl = useIntl();
  const timeZone = useViewerTimeZone();
  return (
    <section className="crm-paywall" aria-labelledby="crm-paywall-heading" data-testid="crm-paywall">
      <header className="crm-paywall__header">
        {project.image_main ? (
          <img
            className="crm-paywall__image"
            src={project.image_main.url}
            alt={intl.formatMessage({ id: 'crm.paywall.image-alt' }, { project: project.name })}
            width={160}
            height={120}
          />
        ) : null}
        <h1 id="crm-paywall-heading">
          <FormattedMessage id="crm.paywall.heading" values={{ project: project.name }} />
        </h1>
      </header>
      <div className="crm-paywall__notice">
        <p>
          <FormattedMessage
            id="crm.paywall.ended"
            values={{
              // A trial's end and a paid period's end read differently; billing_period is null only in the trial.
              kind: subscription.billing_period ? 'paid' : 'trial',
              rate: subscription.rate.name,
              ...endedOnValues(intl, subscription.period_end, timeZone),
              time: (chunks: ReactNode[]) => <time dateTime={subscription.period_end}>{chunks}</time>,
            }}
          />
        </p>
        <p>
          <FormattedMessage id="crm.paywall.reopens" />
        </p>
      </div>
      <PayForm subscription={subscription} />
      <div className="crm-paywall__other">
        <a
          className="donut-button donut-button--secondary"
          href={links().route('main', 'clientRates', {}, { locale })}
        >
          <FormattedMessage id="crm.paywall.other-plan" />
        </a>
        {signOut}
      </div>
    </section>
  );
}
