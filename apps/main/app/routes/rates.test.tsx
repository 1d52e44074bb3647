import { screen, within } from '@testing-library/react';
import { GetRateListDocument } from '@donut/graphql';
import { business, enterprise } from '../features/rates/rates-fixtures';
import { renderInMain } from '../testing/render-in-main';
import Rates from './rates';

const rateList = { request: { query: GetRateListDocument }, result: { data: { rate_list: [{ __typename: 'Rate', ...business }, { __typename: 'Rate', ...enterprise }] } } };

describe('the public plans page', () => {
  it("gives every plan a visitor's Try free: the registration, then the cabinet's plans page", async () => {
    renderInMain(<Rates />, { url: '/ru/rates', mocks: [rateList] });
    const card = await screen.findByRole('article', { name: 'Бизнес' });
    const tryFree = within(card).getByRole('link', { name: 'Попробовать бесплатно: «Бизнес»' });
    expect(tryFree.textContent).toBe('Попробовать бесплатно');
    expect(tryFree.getAttribute('href')).toBe('/ru/rates?modal=modal-auth-login&auth_view=register&redirect_to=%2Fru%2Fclient%2Fabout%2Frates');
    expect(within(screen.getByRole('article', { name: 'Enterprise' })).getByRole('link', { name: 'Попробовать бесплатно: «Enterprise»' })).toBeTruthy();
  });
});
