import type { ApolloClient } from '@apollo/client';
import { screen, within } from '@testing-library/react';
import { renderInClientView } from '../../testing/render-in-client-view';
import { loadServicesPage } from './load-services';
import { formatMoney } from '../../shared/money';
import { ServicesPage } from './services-page';

const service = (id: string, categoryId: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Service ${id}`,
  description: null,
  category_id: categoryId,
  photos: [],
  price_minor: 5000,
  price_is_from: false,
  discount_price_minor: null,
  duration_minutes: 90,
  takes_applications: true,
  ...extra,
});

const CATEGORIES = [
  { id: 'c1', name: 'Haircuts' },
  { id: 'c2', name: 'Beards' },
];

/** The server's Apollo client as the loader uses it, answering the catalogue for the category asked. */
function fakeApollo() {
  const asked: Array<string | null> = [];
  const apollo = {
    query: async ({ variables }: { variables: { category_id: string | null } }) => {
      asked.push(variables.category_id);
      if (variables.category_id === 'bad') throw new Error('BAD_USER_INPUT');
      const all = [
        service('s1', 'c1', { price_is_from: true }),
        service('s2', 'c2', { discount_price_minor: 4000 }),
      ];
      const list = variables.category_id
        ? all.filter((one) => one.category_id === variables.category_id)
        : all;
      return {
        data: {
          public_service_catalogue: {
            currency_code: 'USD',
            currency_minor_digits: 2,
            categories: CATEGORIES,
            services: { list, meta: { count: list.length, total: list.length, has_next_page: false } },
          },
        },
      };
    },
  };
  return { apollo: apollo as unknown as ApolloClient, asked };
}

const request = (query = '') => new Request(`http://salon.localhost:3003/en/services${query}`);

describe('the services page', () => {
  it('narrows the list to the category the query key names (spec §2), with prices and lengths in words', async () => {
    const { apollo, asked } = fakeApollo();
    const data = await loadServicesPage(apollo, request('?category=c2'), 'salon', 'en');
    expect(asked).toEqual(['c2']);
    expect(data.categoryId).toBe('c2');
    expect(data.services).toMatchObject([
      { id: 's2', price: '$40', regularPrice: '$50', isFrom: false, duration: '1 h 30 min' },
    ]);

    renderInClientView(<ServicesPage locale="en" {...data} />, { url: '/en/services?category=c2' });
    const chips = screen.getByRole('navigation', { name: 'Service categories' });
    expect(within(chips).getByRole('link', { name: 'Beards' }).getAttribute('aria-current')).toBe('page');
    expect(within(chips).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/en/services');
    expect(within(chips).getByRole('link', { name: 'Haircuts' }).getAttribute('href')).toBe(
      '/en/services?category=c1',
    );
    const card = screen.getByRole('heading', { name: 'Service s2' }).closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Service s2' }).getAttribute('href')).toBe(
      '/en/services/s2',
    );
    expect(card.querySelector('del')?.textContent).toBe('Regular price: $50');
  });

  it('writes a bare amount for a project without a currency, and its decimals only when there are any', () => {
    expect(formatMoney(4550, { code: '', minorDigits: 2 }, 'en')).toBe('45.50');
    expect(formatMoney(4500, { code: 'GEL', minorDigits: 2 }, 'ka')).toMatch(/^45\s?₾$/);
    expect(formatMoney(4550, { code: 'USD', minorDigits: 2 }, 'en')).toBe('$45.50');
  });

  it('shows every service under "All" without the key, and for a category the site does not have', async () => {
    const { apollo, asked } = fakeApollo();
    const all = await loadServicesPage(apollo, request(), 'salon', 'en');
    expect(all.categoryId).toBeNull();
    expect(all.services.map((one) => [one.id, one.price, one.isFrom])).toEqual([
      ['s1', '$50', true],
      ['s2', '$40', false],
    ]);
    const stale = await loadServicesPage(apollo, request('?category=gone'), 'salon', 'en');
    expect(stale.categoryId).toBeNull();
    expect(stale.services).toHaveLength(2);
    const refused = await loadServicesPage(apollo, request('?category=bad'), 'salon', 'en');
    expect(refused.services).toHaveLength(2);
    expect(asked).toEqual([null, 'gone', null, 'bad', null]);

    renderInClientView(<ServicesPage locale="en" {...all} />, { url: '/en/services' });
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('from $50')).toBeTruthy();
  });
});
