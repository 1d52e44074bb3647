import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { intlProviderProps, type Locale } from '@donut/i18n';
import type { GetRateListQuery } from '@donut/graphql';
import { catalogs } from '../../i18n/catalogs';
import { RateCard } from './rate-card';

type Rate = GetRateListQuery['rate_list'][number];

const business: Rate = {
  id: '4', code: 'business', name: 'Бизнес', description: 'Растущий бизнес',
  price_monthly: 49, price_yearly: 490, yearly_discount_percent: 17,
  max_employees: 15, max_products: 5000, max_services: 300, max_chats: 5, max_storage: 25,
  support_type: 'priority', no_ads: true,
};
const enterprise: Rate = {
  ...business, id: '7', code: 'enterprise', name: 'Enterprise', price_monthly: null, price_yearly: null,
  yearly_discount_percent: null, max_employees: null, max_products: null, max_services: null, max_chats: null,
  max_storage: null, support_type: 'personal_manager',
};

const renderCard = (rate: Rate, locale: Locale) =>
  render(
    <IntlProvider {...intlProviderProps(locale, catalogs)}>
      <RateCard rate={rate} />
    </IntlProvider>,
  );

describe('RateCard', () => {
  it('shows the monthly price, the yearly option and every limit', () => {
    renderCard(business, 'en');
    const card = screen.getByRole('article', { name: 'Бизнес' });
    expect(within(card).getByText('$49 / month')).toBeTruthy();
    expect(within(card).getByText('or $490 a year, save 17%')).toBeTruthy();
    expect(within(card).getByText('Products: 5,000')).toBeTruthy();
    expect(within(card).getByText('Storage: 25 GB')).toBeTruthy();
    expect(within(card).getByText('Priority support in chat and messengers')).toBeTruthy();
    expect(within(card).getByText('No Donut advertising')).toBeTruthy();
  });

  it('shows Enterprise as priced on request and unlimited, in Russian', () => {
    renderCard(enterprise, 'ru');
    expect(screen.getByText('Цена по запросу')).toBeTruthy();
    expect(screen.getByText('Сотрудники: без ограничений')).toBeTruthy();
    expect(screen.getByText('Персональный менеджер')).toBeTruthy();
    expect(screen.queryByText(/месяц/)).toBeNull();
  });
});
