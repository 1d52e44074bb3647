import { FormattedMessage, useIntl } from 'react-intl';
import { Button, CheckboxField, TextField } from '@donut/ui';
import { openStreetMapUrl } from '@donut/app-shell';
import { pointOf, shownDays, WEEKDAYS, type AddressValues, type DayValues } from './site-values';

export interface AddressFieldsProps {
  index: number;
  value: AddressValues;
  onChange: (value: AddressValues) => void;
  onRemove: () => void;
  /** The error of a path of SaveSiteSettings' input, translated. */
  errorAt: (path: string) => string | undefined;
}

// 2024-01-01 was a Monday: ISO weekday n is January n, so Intl names it in the page's language.
const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));

const TIME_FIELDS = [
  { field: 'opens_at', messageId: 'crm.site.address.opens-at' },
  { field: 'closes_at', messageId: 'crm.site.address.closes-at' },
  { field: 'break_starts_at', messageId: 'crm.site.address.break-starts-at' },
  { field: 'break_ends_at', messageId: 'crm.site.address.break-ends-at' },
] as const;

/**
 * One address: its name, its text, a map point typed as coordinates with a link to check it on a map (no map
 * provider is needed, ADR 0028; a pasted "41.7097, 44.7569" fills both fields), and its week.
 */
export function AddressFields({ index, value, onChange, onRemove, errorAt }: AddressFieldsProps) {
  const intl = useIntl();
  const path = `addresses[${index}]`;
  const point = pointOf(value);
  const set = (changes: Partial<AddressValues>) => onChange({ ...value, ...changes });
  const setDay = (day: DayValues, changes: Partial<DayValues>) =>
    set({
      hours: value.hours.map((item) => (item.weekday === day.weekday ? { ...item, ...changes } : item)),
    });
  const setLat = (typed: string) => {
    const pair = typed.match(/^\s*(-?\d+(?:[.,]\d+)?)\s*[,;\s]\s*(-?\d+(?:[.,]\d+)?)\s*$/);
    set(pair ? { lat: pair[1], lng: pair[2] } : { lat: typed });
  };
  const days = shownDays(value);
  const dayError = (day: DayValues) => {
    const position = days.findIndex((item) => item.weekday === day.weekday);
    return position < 0 ? undefined : errorAt(`${path}.hours[${position}]`);
  };
  return (
    <fieldset className="crm-site-address">
      <legend>
        <FormattedMessage id="crm.site.address.legend" values={{ position: index + 1 }} />
      </legend>
      <TextField
        label={<FormattedMessage id="crm.site.address.title" />}
        name={`${path}.title`}
        value={value.title}
        onChange={(event) => set({ title: event.target.value })}
        error={errorAt(`${path}.title`)}
        required
      />
      <TextField
        label={<FormattedMessage id="crm.site.address.address" />}
        name={`${path}.address`}
        value={value.address}
        onChange={(event) => set({ address: event.target.value })}
        error={errorAt(`${path}.address`)}
        required
      />
      <div className="crm-site-point">
        <TextField
          label={<FormattedMessage id="crm.site.address.lat" />}
          name={`${path}.lat`}
          value={value.lat}
          onChange={(event) => setLat(event.target.value)}
          hint={<FormattedMessage id="crm.site.address.point-hint" />}
          error={errorAt(`${path}.point`) ?? errorAt(`${path}.point.lat`)}
          required
        />
        <TextField
          label={<FormattedMessage id="crm.site.address.lng" />}
          name={`${path}.lng`}
          value={value.lng}
          onChange={(event) => set({ lng: event.target.value })}
          error={errorAt(`${path}.point.lng`)}
          required
        />
        {point ? (
          <a href={openStreetMapUrl(point.lat, point.lng)} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="crm.site.address.check-map" />
          </a>
        ) : null}
      </div>
      <fieldset className="crm-site-week">
        <legend>
          <FormattedMessage id="crm.site.address.hours" />
        </legend>
        {WEEKDAYS.map((weekday) => {
          const day = value.hours.find((item) => item.weekday === weekday) ?? value.hours[weekday - 1];
          const name = intl.formatDate(weekdayDate(weekday), { weekday: 'long', timeZone: 'UTC' });
          const error = dayError(day);
          return (
            <div key={weekday} className="crm-site-day" role="group" aria-label={name}>
              <CheckboxField
                label={name}
                name={`${path}.hours.${weekday}.shown`}
                checked={day.state !== 'unset'}
                onChange={(event) => setDay(day, { state: event.target.checked ? 'open' : 'unset' })}
              />
              {day.state !== 'unset' ? (
                <>
                  <CheckboxField
                    label={<FormattedMessage id="crm.site.address.day-off" />}
                    name={`${path}.hours.${weekday}.off`}
                    checked={day.state === 'off'}
                    onChange={(event) => setDay(day, { state: event.target.checked ? 'off' : 'open' })}
                  />
                  {day.state === 'open'
                    ? TIME_FIELDS.map(({ field, messageId }) => (
                        <TextField
                          key={field}
                          label={<FormattedMessage id={messageId} />}
                          name={`${path}.hours.${weekday}.${field}`}
                          value={day[field]}
                          onChange={(event) => setDay(day, { [field]: event.target.value })}
                        />
                      ))
                    : null}
                  {error ? (
                    <p className="donut-field__error" role="alert">
                      {error}
                    </p>
                  ) : null}
                </>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <Button type="button" variant="secondary" onClick={onRemove}>
        <FormattedMessage id="crm.site.address.remove" values={{ position: index + 1 }} />
      </Button>
    </fieldset>
  );
}
