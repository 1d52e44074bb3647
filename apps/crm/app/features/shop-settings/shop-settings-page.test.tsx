import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { GetShopSettingsDocument, SaveShopSettingsDocument } from '@donut/graphql';
import { currencyMock, languagesMock } from '../../testing/project-fixtures';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import { ShopSettingsPage } from './shop-settings-page';

const delivery = (kind: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'DeliveryMethod' as const,
  kind,
  is_enabled: kind === 'pickup',
  price_minor: 0,
  free_from_minor: null,
  texts: [
    { __typename: 'DeliveryMethodTexts' as const, language: 'en', name: `${kind} name`, description: null },
  ],
  ...overrides,
});
const settings = {
  __typename: 'ShopSettings' as const,
  project_id: '42',
  deliveries: [delivery('pickup'), delivery('courier'), delivery('post')],
  online_payment_enabled: false,
  payment_window_minutes: 60,
};
const settingsMock: MockLink.MockedResponse = {
  request: { query: GetShopSettingsDocument, variables: { project_id: '42' } },
  result: { data: { shop_settings: settings } },
};
const texts = (kind: string) => [{ language: 'en', name: `${kind} name`, description: null }];
const input = {
  deliveries: [
    { kind: 'pickup', is_enabled: true, price: null, free_from: null, texts: texts('pickup') },
    { kind: 'courier', is_enabled: true, price: '12.50', free_from: '100', texts: texts('courier') },
    { kind: 'post', is_enabled: false, price: '0', free_from: null, texts: texts('post') },
  ],
  online_payment_enabled: true,
  payment_window_minutes: 30,
};

async function fillCourier(user: ReturnType<typeof userEvent.setup>) {
  const courier = await screen.findByRole('group', { name: 'Courier delivery' });
  await user.click(within(courier).getByLabelText('Offer courier delivery'));
  await user.clear(within(courier).getByLabelText('Price (courier)'));
  await user.type(within(courier).getByLabelText('Price (courier)'), '12.50');
  await user.type(within(courier).getByLabelText('Free from'), '100');
  await user.click(screen.getByLabelText('Online payment on the site'));
  await user.clear(screen.getByLabelText('Time to pay online, minutes'));
  await user.type(screen.getByLabelText('Time to pay online, minutes'), '30');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return courier;
}

const renderPage = (save: MockLink.MockedResponse) =>
  renderInCrm(<ShopSettingsPage project={testProject()} />, {
    path: '/admin/shop-settings',
    mocks: [settingsMock, currencyMock, languagesMock(['en']), save],
  });

describe('ShopSettingsPage', () => {
  it('saves the amounts as typed with the switches and the payment window', async () => {
    const user = userEvent.setup();
    const view = renderPage({
      request: { query: SaveShopSettingsDocument, variables: { project_id: '42', input } },
      result: { data: { save_shop_settings: settings } },
    });
    await fillCourier(user);
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(view.operations()).toContain('SaveShopSettings');
  });

  it('shows the API’s field error under its field', async () => {
    const user = userEvent.setup();
    renderPage({
      request: { query: SaveShopSettingsDocument, variables: { project_id: '42', input } },
      result: {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: { code: 'BAD_USER_INPUT', fields: { 'deliveries[1].free_from': 'Too much' } },
          }),
        ],
      },
    });
    const courier = await fillCourier(user);
    expect(await within(courier).findByText('Too much')).toBeTruthy();
  });

  it('checks the payment window before sending', async () => {
    const user = userEvent.setup();
    const view = renderPage(settingsMock);
    await user.clear(await screen.findByLabelText('Time to pay online, minutes'));
    await user.type(screen.getByLabelText('Time to pay online, minutes'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/at least 15/i)).toBeTruthy();
    expect(view.operations()).not.toContain('SaveShopSettings');
  });
});
