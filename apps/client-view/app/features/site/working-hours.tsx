import { FormattedMessage, useIntl } from 'react-intl';
import type { SiteAddressFieldsFragment } from '@donut/graphql';

type WorkingDay = SiteAddressFieldsFragment['hours'][number];

// 2024-01-01 was a Monday: ISO weekday n is January n, so the weekday's name comes from Intl, in the page's language.
const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));

/** An address's week as a table a screen reader reads row by row: day, hours (and break), or day off. */
export function WorkingHours({ hours }: { hours: readonly WorkingDay[] }) {
  const intl = useIntl();
  if (!hours.length) return null;
  return (
    <table className="cv-site-hours">
      <caption className="donut-visually-hidden">
        <FormattedMessage id="cv.site.hours-caption" />
      </caption>
      <tbody>
        {hours.map((day) => (
          <tr key={day.weekday}>
            <th scope="row">
              {intl.formatDate(weekdayDate(day.weekday), { weekday: 'long', timeZone: 'UTC' })}
            </th>
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
