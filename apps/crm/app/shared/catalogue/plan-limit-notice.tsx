import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { links } from '@donut/app-shell';
import { isLocale } from '@donut/i18n';
import './catalogue.css';

export interface PlanLimitNoticeProps {
  /** The API's PLAN_LIMIT_REACHED text: it names the limit and the plan. */
  message: string;
  /** The link's text ("Choose a larger plan") in the area's words. */
  chooseLabel: ReactNode;
}

/**
 * The plan's limit (`max_services`, `max_products`) is reached: the API's message and the way to a larger plan, the
 * plans page of the owner's cabinet on the main site.
 */
export function PlanLimitNotice({ message, chooseLabel }: PlanLimitNoticeProps) {
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : undefined;
  return (
    <div className="crm-plan-limit" role="alert">
      <p>{message}</p>
      <a
        className="donut-button donut-button--primary"
        href={links().route('main', 'clientRates', {}, { locale })}
      >
        {chooseLabel}
      </a>
    </div>
  );
}
