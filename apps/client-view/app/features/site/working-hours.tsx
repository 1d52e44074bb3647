import { FormattedMessage } from 'react-intl';
import type { SiteAddressFieldsFragment } from '@donut/graphql';

type WorkingDay = SiteAddressFieldsFragment['hours'][number];

export interface WorkingHoursProps {
  hours: readonly WorkingDay[];
  /** The weekdays' names, Monday first, from the server (`weekdayNames`). */
  weekdays: readonly string[];
}

/** An address's week as a table a screen reader reads row by row: day, hours (and break), or day off. */
export function WorkingHours({ hours, weekdays }: WorkingHoursProps) {
  if (!hours.length) return null;
  return (
    <table className="cv-site-hours">
      <caption className="donut-visually-hidden">
        <FormattedMessage id="cv.site.hours-caption" />
      </caption>
      <tbody>
        {hours.map((day) => (
          <tr key={day.weekday}>
            <th scope="row">{weekdays[day.weekday - 1]}</th>
            <td>
              {day.is_day_off || !day.opens_at || !day.closes_at ? (
                <FormattedMessage id="cv.site.day-off" />
              ) : (
                <>
                  {day.opens_at}–{day.closes_at}
                  {day.break_starts_at && day.break_ends_at ? (
                    <span className="cv-site-hours__break">
                      <FormattedMessage
                        id="cv.site.break"
                        values={{ from: day.break_starts_at, to: day.break_ends_at }}
                      />
                    </span>
                  ) : null}
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
