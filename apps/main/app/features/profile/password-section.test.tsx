import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeClientPasswordDocument, GetClientDocument } from '@donut/graphql';
import { PasswordSection } from './password-section';
import { descriptionOf } from '../../testing/description-of';
import { renderInMain } from '../../testing/render-in-main';
import { apiErrorResult, owner } from './profile-fixtures';

const NEW_PASSWORD = 'Tbilisi-sunrise-2024';

async function typeNewPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Repeat the new password'), NEW_PASSWORD);
}

describe('PasswordSection', () => {
  it('offers "Set password" without an old password when the owner has none, and saves it', async () => {
    const variables = { new_password: NEW_PASSWORD, new_password_repeat: NEW_PASSWORD, old_password: null };
    const telegramClient = { ...owner, need_set_password: true };
    const { store, cache } = renderInMain(<PasswordSection clientId="7" needSetPassword />, {
      url: '/en/client/profile',
      owner: telegramClient,
      mocks: [
        {
          request: { query: ChangeClientPasswordDocument, variables },
          result: { data: { change_client_password: true } },
        },
      ],
    });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Set password' })).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();

    await typeNewPassword(user);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    await waitFor(() =>
      expect(store.getState().toasts[0]).toMatchObject({
        message: { id: 'main.profile.password.saved' },
        type: 'success',
      }),
    );
    // Now the owner has a password: the page offers "change password" from here on.
    expect(cache.readQuery({ query: GetClientDocument })?.client.need_set_password).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
  });

  it('offers "Change password" with the old password, required', async () => {
    renderInMain(<PasswordSection clientId="7" needSetPassword={false} />, {
      url: '/en/client/profile',
      owner,
    });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();

    await typeNewPassword(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(
      descriptionOf(await screen.findByLabelText('Current password', { selector: '[aria-invalid="true"]' })),
    ).toBe('This field is required');
  });

  it('refuses a repeat that does not match', async () => {
    renderInMain(<PasswordSection clientId="7" needSetPassword={false} />, {
      url: '/en/client/profile',
      owner,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Repeat the new password'), `${NEW_PASSWORD}!`);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(
      descriptionOf(
        await screen.findByLabelText('Repeat the new password', { selector: '[aria-invalid="true"]' }),
      ),
    ).toBe('Passwords must match');
  });

  it('offers no Telegram option when Telegram is not to be disconnected here', () => {
    renderInMain(<PasswordSection clientId="7" needSetPassword={false} />, {
      url: '/en/client/profile',
      owner,
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('with Telegram connected, offers to disconnect it too and sends unlink_telegram', async () => {
    const variables = {
      new_password: NEW_PASSWORD,
      new_password_repeat: NEW_PASSWORD,
      old_password: 'old-secret-1',
      unlink_telegram: true,
    };
    const { cache } = renderInMain(
      <PasswordSection clientId="7" needSetPassword={false} offerTelegramUnlink />,
      {
        url: '/ru/client/profile',
        owner,
        mocks: [
          {
            request: { query: ChangeClientPasswordDocument, variables },
            result: { data: { change_client_password: true } },
          },
        ],
      },
    );
    const user = userEvent.setup();
    const unlink = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Также отключить вход через Telegram',
    });
    expect(unlink.checked).toBe(false);
    await user.type(screen.getByLabelText('Текущий пароль'), 'old-secret-1');
    await user.type(screen.getByLabelText('Новый пароль'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Повторите новый пароль'), NEW_PASSWORD);
    await user.click(unlink);
    await user.click(screen.getByRole('button', { name: 'Изменить пароль' }));

    await waitFor(() =>
      expect(cache.readQuery({ query: GetClientDocument })?.client.is_telegram_connected).toBe(false),
    );
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Также отключить вход через Telegram' }).checked,
    ).toBe(false);
  });

  it('with Telegram connected and the box left empty, keeps Telegram', async () => {
    const variables = {
      new_password: NEW_PASSWORD,
      new_password_repeat: NEW_PASSWORD,
      old_password: 'old-secret-1',
      unlink_telegram: false,
    };
    const { store, cache } = renderInMain(
      <PasswordSection clientId="7" needSetPassword={false} offerTelegramUnlink />,
      {
        url: '/en/client/profile',
        owner,
        mocks: [
          {
            request: { query: ChangeClientPasswordDocument, variables },
            result: { data: { change_client_password: true } },
          },
        ],
      },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await typeNewPassword(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(store.getState().toasts[0]).toMatchObject({ message: { id: 'main.profile.password.saved' } }),
    );
    expect(cache.readQuery({ query: GetClientDocument })?.client.is_telegram_connected).toBe(true);
  });

  it('shows WRONG_PASSWORD from the API under the old password, in Georgian', async () => {
    const variables = {
      new_password: NEW_PASSWORD,
      new_password_repeat: NEW_PASSWORD,
      old_password: 'not-my-password',
    };
    const { store } = renderInMain(<PasswordSection clientId="7" needSetPassword={false} />, {
      url: '/ka/client/profile',
      owner,
      mocks: [
        {
          request: { query: ChangeClientPasswordDocument, variables },
          result: apiErrorResult('WRONG_PASSWORD', 'პაროლი არასწორია.'),
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('მიმდინარე პაროლი'), 'not-my-password');
    await user.type(screen.getByLabelText('ახალი პაროლი'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('გაიმეორეთ ახალი პაროლი'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'პაროლის შეცვლა' }));

    const old = await screen.findByLabelText('მიმდინარე პაროლი', { selector: '[aria-invalid="true"]' });
    expect(descriptionOf(old)).toBe('პაროლი არასწორია');
    expect(store.getState().toasts).toEqual([]);
  });
});
