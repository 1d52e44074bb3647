import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { intlProviderProps, type Locale } from '@donut/i18n';
import type { GetRateListQuery } from '@donut/graphql';
import { catalogs } from '../../i18n/catalogs';
import { RateCard } from './rate-card';
import { RatesPage } from './rates-page';
import { GetRateListDocument } from '@donut/graphql';
import { MockedProvider } from '@apollo/client/testing/react';

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

  it("gives every plan a visitor's Try free: the registration, then the cabinet's plans page", async () => {
    const Stub = createRoutesStub([{ path: '/:locale/rates', Component: RatesPage }]);
    render(
      <MockedProvider mocks={[{ request: { query: GetRateListDocument }, result: { data: { rate_list: [{ __typename: 'Rate', ...business }, { __typename: 'Rate', ...enterprise }] } } }]}>
        <IntlProvider {...intlProviderProps('ru', catalogs)}>
          <Stub initialEntries={['/ru/rates']} />
        </IntlProvider>
      </MockedProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Бизнес' });
    const tryFree = within(card).getByRole('link', { name: 'Попробовать бесплатно: «Бизнес»' });
    expect(tryFree.textContent).toBe('Попробовать бесплатно');
    expect(tryFree.getAttribute('href')).toBe('/ru/rates?modal=modal-auth-login&auth_view=register&redirect_to=%2Fru%2Fclient%2Fabout%2Frates');
    expect(within(screen.getByRole('article', { name: 'Enterprise' })).getByRole('link', { name: 'Попробовать бесплатно: «Enterprise»' })).toBeTruthy();
  });
});
