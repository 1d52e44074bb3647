import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeClientPasswordDocument } from '@donut/graphql';
import { ProfilePage } from './profile-page';
import { renderInMain } from '../../testing/render-in-main';
import { owner, referenceMocks } from './profile-fixtures';

describe('ProfilePage', () => {
  it('shows the five sections of the profile from the cached owner', () => {
    renderInMain(<ProfilePage />, { url: '/ru/client/profile', owner, mocks: referenceMocks });
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Основная информация',
      'Данные для входа',
      'Изменить пароль',
      'Социальные сети',
      'Удаление аккаунта',
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Имя').value).toBe('Нино');
  });

  it('shows the login e-mail with its confirmation, and a form for a new one', () => {
    renderInMain(<ProfilePage />, {
      url: '/en/client/profile',
      owner: { ...owner, is_confirm_email: false },
      mocks: referenceMocks,
    });
    const login = screen.getByRole('region', { name: 'Login details' });
    expect(within(login).getByText('nino@example.com')).toBeTruthy();
    expect(within(login).getByText(/^Not confirmed/)).toBeTruthy();
    expect(within(login).getByRole('form', { name: 'Change e-mail' })).toBeTruthy();
    expect(within(login).getByLabelText<HTMLInputElement>('New e-mail').value).toBe('');
  });

  it('turns "Set password" into "Change password" once the password is set', async () => {
    const password = 'Tbilisi-sunrise-2024';
    renderInMain(<ProfilePage />, {
      url: '/en/client/profile',
      owner: { ...owner, email: null, need_set_password: true },
      mocks: [
        ...referenceMocks,
        {
          request: {
            query: ChangeClientPasswordDocument,
            variables: { new_password: password, new_password_repeat: password, old_password: null },
          },
          result: { data: { change_client_password: true } },
        },
      ],
    });
    const user = userEvent.setup();
    expect(screen.getByText('No e-mail address yet')).toBeTruthy();

    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Repeat the new password'), password);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toBeTruthy();
  });
});
