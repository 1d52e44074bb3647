import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ProjectBotFieldsFragment } from '@donut/graphql';
import { renderInCrm } from '../../testing/render-in-crm';
import { ProjectBotPanel } from './project-bot-page';

const TOKEN = '7100000001:AAH-salon-bot-token-for-tests-0123456';
const notConnected: ProjectBotFieldsFragment = {
  project_id: '42',
  connected: false,
  username: null,
  name: null,
  connected_at: null,
};
const connected: ProjectBotFieldsFragment = {
  project_id: '42',
  connected: true,
  username: 'salon_test_bot',
  name: 'Salon',
  connected_at: '2026-11-24T10:00:00.000Z',
};

const apiError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('ProjectBotPanel', () => {
  it.each([
    ['en', 'Bot token', 'Connect the bot', 'Your bot @salon_test_bot is connected'],
    ['ru', 'Токен бота', 'Подключить бота', 'Ваш бот @salon_test_bot подключён'],
    ['ka', 'ბოტის ტოკენი', 'ბოტის დაკავშირება', 'თქვენი ბოტი @salon_test_bot დაკავშირებულია'],
  ] as const)(
    'connects a bot with a masked token field and shows its status (%s)',
    async (locale, label, button, status) => {
      const connect = jest.fn(async () => connected);
      renderInCrm(<ProjectBotPanel bot={notConnected} connect={connect} disconnect={jest.fn()} />, {
        locale,
      });
      const user = userEvent.setup();
      expect(screen.getByRole('link', { name: '@BotFather' }).getAttribute('href')).toBe(
        'https://t.me/BotFather',
      );
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('type')).toBe('password');

      await user.type(field, ` ${TOKEN}`);
      await user.click(screen.getByRole('button', { name: button }));

      expect(connect).toHaveBeenCalledWith(TOKEN);
      expect(
        await screen.findByText(
          (_, node) => node?.tagName === 'P' && node.textContent?.startsWith(status) === true,
        ),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: '@salon_test_bot' }).getAttribute('href')).toBe(
        'https://t.me/salon_test_bot',
      );
    },
  );

  it("asks for a token before calling the API, and shows the API's reason under the field", async () => {
    const connect = jest.fn(async () => {
      throw apiError('Telegram does not recognise this token.', {
        code: 'BAD_USER_INPUT',
        fields: { token: 'Invalid value' },
      });
    });
    renderInCrm(<ProjectBotPanel bot={notConnected} connect={connect} disconnect={jest.fn()} />, {
      locale: 'en',
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Connect the bot' }));
    expect(await screen.findByText('Paste the token from @BotFather')).toBeTruthy();
    expect(connect).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Bot token'), 'nonsense');
    await user.click(screen.getByRole('button', { name: 'Connect the bot' }));
    expect(await screen.findByText('Telegram does not recognise this token.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect the bot' })).toBeTruthy();
  });

  it("shows a refusal that is not about the field, such as a bot of another project, as the form's error", async () => {
    const connect = jest.fn(async () => {
      throw apiError('This bot is already connected to another project.', { code: 'CONFLICT' });
    });
    renderInCrm(<ProjectBotPanel bot={notConnected} connect={connect} disconnect={jest.fn()} />, {
      locale: 'en',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bot token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Connect the bot' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This bot is already connected to another project.',
    );
  });

  it('disconnects only after the confirmation, which Cancel and Escape close', async () => {
    const disconnect = jest.fn(async () => notConnected);
    renderInCrm(<ProjectBotPanel bot={connected} connect={jest.fn()} disconnect={disconnect} />, {
      locale: 'en',
    });
    const user = userEvent.setup();
    expect(screen.getByText(/^Connected:/).textContent).toContain('2026');

    await user.click(screen.getByRole('button', { name: 'Disconnect the bot' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/@salon_test_bot stops answering your clients/)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(disconnect).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Disconnect the bot' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect the bot' }));

    await waitFor(() => expect(disconnect).toHaveBeenCalledTimes(1));
    expect(await screen.findByLabelText('Bot token')).toBeTruthy();
  });
});
