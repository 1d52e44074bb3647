import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GetWorkingHoursDocument } from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';
import { BlockError, BlockLoading } from './block-status';
import { mondayFirst, weekdayName, workingDayMessage } from './working-week';

/** The project's working week: each day's hours and break, or that it is a day off. */
export function WorkingWeekBlock({ projectId }: { projectId: string }) {
  const intl = useIntl();
  const query = useQuery(GetWorkingHoursDocument, { variables: { project_id: projectId } });
  const days = query.data?.working_hours;
  useRevalidateOnPaymentRequired(query.error);

  let body;
  if (query.loading && !days) body = <BlockLoading messageId="crm.home.week.loading" />;
  else if (!days)
    body = (
      <BlockError messageId="crm.home.week.error" onRetry={() => query.refetch().catch(() => undefined)} />
    );
  else if (days.length === 0) {
    body = (
      <p>
        <FormattedMessage id="crm.home.week.empty" />
      </p>
    );
  } else {
    body = (
      <dl className="crm-week">
        {mondayFirst(days).map((day) => {
          const message = workingDayMessage(day);
          return (
            <div
              key={day.weekday}
              className={day.is_day_off ? 'crm-week__day crm-week__day--off' : 'crm-week__day'}
            >
              <dt>{weekdayName(day.weekday, intl.locale)}</dt>
              <dd>
                <FormattedMessage id={message.id} values={message.values} />
              </dd>
            </div>
          );
        })}
      </dl>
    );
  }

  return (
    <section className="crm-block" id="working-hours" aria-labelledby="crm-week-heading">
      <h2 id="crm-week-heading">
        <FormattedMessage id="crm.home.week.title" />
      </h2>
      {body}
    </section>
  );
}
