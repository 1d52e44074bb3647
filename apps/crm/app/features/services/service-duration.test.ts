import { createIntl } from 'react-intl';
import { intlProviderProps, type Locale } from '@donut/i18n';
import { catalogs } from '../../i18n/catalogs';
import { durationMessage } from './service-duration';

const format = (locale: Locale, minutes: number) => {
  const message = durationMessage(minutes);
  return createIntl(intlProviderProps(locale, catalogs)).formatMessage({ id: message.id }, message.values);
};

describe('service durations', () => {
  it.each([
    [45, 'ru', '45 минут'],
    [21, 'ru', '21 минута'],
    [60, 'ru', '1 час'],
    [90, 'ru', '1 час 30 минут'],
    [125, 'ru', '2 часа 5 минут'],
    [300, 'ru', '5 часов'],
    [1, 'en', '1 minute'],
    [150, 'en', '2 hours 30 minutes'],
    [61, 'en', '1 hour 1 minute'],
    [90, 'ka', '1 საათი 30 წუთი'],
  ] as const)('say %i minutes in %s as "%s"', (minutes, locale, expected) => {
    expect(format(locale, minutes)).toBe(expected);
  });
});
