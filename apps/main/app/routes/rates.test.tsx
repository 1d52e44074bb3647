import { screen, within } from '@testing-library/react';
import { GetRateListDocument } from '@donut/graphql';
import { business, enterprise } from '../features/rates/rates-fixtures';
import { renderInMain } from '../testing/render-in-main';
import Rates from './rates';

const rateList = {
  request: { query: GetRateListDocument },
  result: {
    data: {
      rate_list: [
        { __typename: 'Rate', ...business },
        { __typename: 'Rate', ...enterprise },
      ],
    },
  },
};

describe('the public plans page', () => {
  it("gives every priced plan a visitor's Try free: the registration, then the cabinet's plans page", async () => {
    renderInMain(<Rates />, { url: '/ru/rates', mocks: [rateList] });
    const card = await screen.findByRole('article', { name: 'Бизнес' });
    const tryFree = within(card).getByRole('link', { name: 'Попробовать бесплатно: «Бизнес»' });
    expect(tryFree.textContent).toBe('Попробовать бесплатно');
    expect(tryFree.getAttribute('href')).toBe(
      '/ru/rates?modal=modal-auth-login&auth_view=register&redirect_to=%2Fru%2Fclient%2Fabout%2Frates',
    );
  });

  it('offers Enterprise, priced on request, Contact us leading to the public contacts page, as the cabinet does (issue 13)', async () => {
    renderInMain(<Rates />, { url: '/ru/rates', mocks: [rateList] });
    const card = await screen.findByRole('article', { name: 'Enterprise' });
    const contact = within(card).getByRole('link', { name: 'Связаться с нами: «Enterprise»' });
    expect(contact.textContent).toBe('Связаться с нами');
    expect(contact.getAttribute('href')).toBe('/ru/contacts');
    expect(within(card).queryByRole('link', { name: /Попробовать бесплатно/ })).toBeNull();
  });
});
