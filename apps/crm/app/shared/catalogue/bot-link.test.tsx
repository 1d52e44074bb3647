import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetProjectBotDocument, type ProjectBotFieldsFragment } from '@donut/graphql';
import { renderInCrm } from '../../testing/render-in-crm';
import { BotLink } from './bot-link';

const bot = (fields: Partial<ProjectBotFieldsFragment>) => ({
  request: { query: GetProjectBotDocument, variables: { project_id: '42' } },
  result: {
    data: {
      project_bot: {
        __typename: 'ProjectBot' as const,
        project_id: '42',
        connected: false,
        username: null,
        name: null,
        connected_at: null,
        ...fields,
      },
    },
  },
});
const CONNECTED = {
  connected: true,
  username: 'salon_test_bot',
  name: 'Salon',
  connected_at: '2026-11-24T10:00:00.000Z',
};

describe('BotLink', () => {
  it('copies the t.me link that starts the bot with the item, and says so (ru)', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderInCrm(<BotLink projectId="42" payload="product-7f3" />, { mocks: [bot(CONNECTED)], locale: 'ru' });

    await user.click(await screen.findByRole('button', { name: 'Скопировать ссылку на бота' }));

    expect(writeText).toHaveBeenCalledWith('https://t.me/salon_test_bot?start=product-7f3');
    expect(screen.getByRole('status').textContent).toBe(
      'Ссылка скопирована: https://t.me/salon_test_bot?start=product-7f3',
    );
  });

  it('shows the link to copy by hand when the browser refuses the clipboard (ka)', async () => {
    const user = userEvent.setup();
    renderInCrm(<BotLink projectId="42" payload="service-9" />, { mocks: [bot(CONNECTED)], locale: 'ka' });
    const button = await screen.findByRole('button', { name: 'ბოტის ბმულის კოპირება' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));

    await user.click(button);

    expect(await screen.findByText('https://t.me/salon_test_bot?start=service-9')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('დააკოპირეთ ბმული თავად');
  });

  it('without a connected bot, offers to connect one instead of a link (en)', async () => {
    renderInCrm(<BotLink projectId="42" payload="product-7f3" />, { mocks: [bot({})] });

    const connect = await screen.findByRole('link', { name: 'Connect the bot' });
    expect(connect.getAttribute('href')).toBe('/admin/bot');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
