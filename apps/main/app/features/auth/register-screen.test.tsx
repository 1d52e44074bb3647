import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInMain } from '../../testing/render-in-main';
import { AuthModalHost } from './auth-modal-host';
import { fakeAuthCalls, succeeded, TOKENS } from './auth-test-kit';
import { navigateFully } from './full-navigation';

const mockCalls = fakeAuthCalls();
jest.mock('./use-auth-calls', () => ({ useAuthCalls: () => mockCalls }));
jest.mock('./full-navigation', () => ({ navigateFully: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

describe('registration screen', () => {
  it('refuses unaccepted terms with the spec text, then registers and goes to the projects', async () => {
    mockCalls.register.mockResolvedValueOnce(succeeded(TOKENS));
    renderInMain(<AuthModalHost />, { url: '/ru/?modal=modal-auth-login&auth_view=register' });
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    await userEvent.type(within(dialog).getByLabelText('Электронная почта'), 'owner@mail.ru');
    await userEvent.type(within(dialog).getByLabelText('Пароль'), 'correct horse battery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));

    expect(
      await within(dialog).findByText(
        'Необходимо принять условия пользовательского соглашения перед регистрацией',
      ),
    ).toBeTruthy();
    expect(mockCalls.register).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(navigateFully).toHaveBeenCalledWith('/ru/client/projects'));
    expect(mockCalls.register).toHaveBeenCalledWith({
      email: 'owner@mail.ru',
      password: 'correct horse battery',
      terms_accepted: true,
    });
  });

  it('links the documents of the terms in the page language and hints the password policy', async () => {
    renderInMain(<AuthModalHost />, { url: '/en/?modal=modal-auth-login&auth_view=register' });
    const dialog = await screen.findByRole('dialog', { name: 'Registration' });
    expect(within(dialog).getByRole('link', { name: 'user agreement' }).getAttribute('href')).toBe(
      '/en/about/user-agreement',
    );
    expect(
      within(dialog).getByRole('link', { name: 'processing of personal data' }).getAttribute('href'),
    ).toBe('/en/about/privacy-policy');
    expect(within(dialog).getByText(/^At least 8 characters\./)).toBeTruthy();
  });
});
