import { FormattedMessage, useIntl } from 'react-intl';
import { links } from '@donut/app-shell';
import { isLocale } from '@donut/i18n';

/**
 * The plan's `max_services` is reached: the API's message (it names the limit and the plan) and the way to a larger
 * plan, the plans page of the owner's cabinet on the main site.
 */
export function PlanLimitNotice({ message }: { message: string }) {
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : undefined;
  return (
    <div className="crm-services__plan-limit" role="alert">
      <p>{message}</p>
      <a
        className="donut-button donut-button--primary"
        href={links().route('main', 'clientRates', {}, { locale })}
      >
        <FormattedMessage id="crm.services.plan-limit.choose" />
      </a>
    </div>
  );
}
