import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearBrowserApolloCaches } from '@donut/app-shell';
import { DeleteClientDocument } from '@donut/graphql';
import { DeleteAccountSection } from './delete-account-section';
import { leavePage } from './leave-page';
import { descriptionOf } from '../../testing/description-of';
import { renderInMain } from '../../testing/render-in-main';
import { apiErrorResult, owner } from './profile-fixtures';

jest.mock('./leave-page', () => ({ leavePage: jest.fn() }));
jest.mock('@donut/app-shell', () => ({
  ...jest.requireActual('@donut/app-shell'),
  clearBrowserApolloCaches: jest.fn(async () => undefined),
}));

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Delete your account?' }) };
}

beforeEach(() => jest.clearAllMocks());

describe('DeleteAccountSection', () => {
  it('opens modal-delete-warning, which warns that all data will be lost permanently', async () => {
    const { store } = renderInMain(<DeleteAccountSection needSetPassword={false} />, {
      url: '/en/client/profile',
      owner,
    });
    const { dialog } = await openDialog();
    expect(dialog.id).toBe('modal-delete-warning');
    expect(store.getState().modals.current).toBe('modal-delete-warning');
    expect(within(dialog).getByText(/All data will be lost permanently/)).toBeTruthy();
  });

  it('refuses an empty password without calling the API', async () => {
    const { store } = renderInMain(<DeleteAccountSection needSetPassword={false} />, {
      url: '/en/client/profile',
      owner,
    });
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    const password = await within(dialog).findByLabelText('Enter your password to confirm', {
      selector: '[aria-invalid="true"]',
    });
    expect(descriptionOf(password)).toBe('This field is required');
    expect(store.getState().toasts).toEqual([]);
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('shows WRONG_PASSWORD from the API under the password and stays', async () => {
    renderInMain(<DeleteAccountSection needSetPassword={false} />, {
      url: '/en/client/profile',
      owner,
      mocks: [
        {
          request: { query: DeleteClientDocument, variables: { password: 'guess' } },
          result: apiErrorResult('WRONG_PASSWORD', 'Wrong password.'),
        },
      ],
    });
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'guess');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    const password = await within(dialog).findByLabelText('Enter your password to confirm', {
      selector: '[aria-invalid="true"]',
    });
    expect(descriptionOf(password)).toBe('Wrong password');
    expect(clearBrowserApolloCaches).not.toHaveBeenCalled();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('deletes with the password, clears the caches and leaves for the home page', async () => {
    const { store } = renderInMain(<DeleteAccountSection needSetPassword={false} />, {
      url: '/ka/client/profile',
      owner,
      mocks: [
        {
          request: { query: DeleteClientDocument, variables: { password: 'my secret' } },
          result: { data: { delete_client: true } },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ანგარიშის წაშლა' }));
    const dialog = screen.getByRole('dialog', { name: 'წავშალოთ ანგარიში?' });

    await user.type(within(dialog).getByLabelText('დასადასტურებლად შეიყვანეთ პაროლი'), 'my secret');
    await user.click(within(dialog).getByRole('button', { name: 'სამუდამოდ წაშლა' }));

    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/ka/'));
    expect(clearBrowserApolloCaches).toHaveBeenCalled();
    expect(store.getState().toasts[0]).toMatchObject({
      message: { id: 'main.profile.delete.done' },
      type: 'success',
    });
  });

  it('asks an owner without a password to set one first', async () => {
    renderInMain(<DeleteAccountSection needSetPassword />, { url: '/en/client/profile', owner });
    const { user, dialog } = await openDialog();
    expect(within(dialog).queryByLabelText('Enter your password to confirm')).toBeNull();
    expect(within(dialog).getByText(/set a password in the section above first/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
