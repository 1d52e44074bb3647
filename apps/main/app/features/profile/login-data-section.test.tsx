import { useQuery } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CancelClientEmailChangeDocument,
  ChangeClientEmailDocument,
  GetClientDocument,
  ResendClientEmailChangeDocument,
} from '@donut/graphql';
import { LoginDataSection } from './login-data-section';
import { descriptionOf } from '../../testing/description-of';
import { renderInMain, type RenderInMainOptions } from '../../testing/render-in-main';
import { apiErrorResult, owner } from './profile-fixtures';

/** The section as the profile page feeds it: from GetClient in the cache, so cache updates show. */
function LoginDataFromCache() {
  const client = useQuery(GetClientDocument).data?.client;
  if (!client) return null;
  return (
    <LoginDataSection
      clientId={client.id}
      email={client.email}
      pendingEmail={client.pending_email}
      isConfirmed={client.is_confirm_email}
      needSetPassword={client.need_set_password}
    />
  );
}

const telegramClient = { ...owner, email: null, is_confirm_email: false, need_set_password: true };
/** The section on its own: the site's toast stack beside it has live regions too. */
const section = (name = 'Login details') => within(screen.getByRole('region', { name }));
const render = (options: Partial<RenderInMainOptions> = {}) =>
  renderInMain(<LoginDataFromCache />, { url: '/en/client/profile', owner, ...options });

describe('LoginDataSection', () => {
  it('changes the e-mail with the current password, says the mail is sent and shows the address as pending', async () => {
    const variables = { email: 'nino.new@example.com', password: 'my-secret-1' };
    const { store, cache } = render({
      mocks: [
        {
          request: { query: ChangeClientEmailDocument, variables },
          result: { data: { change_client_email: true } },
        },
      ],
    });
    const user = userEvent.setup();
    expect(screen.getByText('nino@example.com')).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();

    await user.type(screen.getByLabelText('New e-mail'), '  Nino.New@Example.com ');
    await user.type(screen.getByLabelText('Your password (to confirm the change)'), 'my-secret-1');
    await user.click(screen.getByRole('button', { name: 'Send a link' }));

    await waitFor(() =>
      expect(store.getState().toasts[0]).toMatchObject({
        message: { id: 'main.profile.login.email-sent' },
        type: 'success',
      }),
    );
    expect(section().getByRole('status').textContent).toBe(
      'We sent a link to nino.new@example.com. Open it to confirm the new address.',
    );
    expect(cache.readQuery({ query: GetClientDocument })?.client).toMatchObject({
      email: 'nino@example.com',
      pending_email: 'nino.new@example.com',
    });
    expect(screen.getByLabelText<HTMLInputElement>('New e-mail').value).toBe('');
  });

  it('lets a Telegram-only owner add an e-mail without a password field, from the keyboard', async () => {
    const variables = { email: 'gio@example.ge', password: null };
    const { store } = render({
      owner: telegramClient,
      mocks: [
        {
          request: { query: ChangeClientEmailDocument, variables },
          result: { data: { change_client_email: true } },
        },
      ],
    });
    const user = userEvent.setup();
    expect(screen.getByText('No e-mail address yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add an e-mail' })).toBeTruthy();
    expect(screen.queryByLabelText('Your password (to confirm the change)')).toBeNull();

    await user.type(screen.getByLabelText('New e-mail'), 'gio@example.ge{Enter}');

    await waitFor(() =>
      expect(store.getState().toasts[0]).toMatchObject({ message: { id: 'main.profile.login.email-sent' } }),
    );
    expect(section().getByRole('status').textContent).toContain('gio@example.ge');
  });

  it('refuses an address without a mail domain and a missing password before asking the API', async () => {
    render();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New e-mail'), 'nino@localhost');
    await user.click(screen.getByRole('button', { name: 'Send a link' }));

    expect(
      descriptionOf(await screen.findByLabelText('New e-mail', { selector: '[aria-invalid="true"]' })),
    ).toContain('Email must contain @ and an email client domain');
    expect(descriptionOf(screen.getByLabelText('Your password (to confirm the change)'))).toBe(
      'This field is required',
    );
  });

  it('shows WRONG_PASSWORD under the password, in Russian, and sends no notice', async () => {
    const variables = { email: 'nino.new@example.com', password: 'not-mine-1' };
    const { store, cache } = render({
      url: '/ru/client/profile',
      mocks: [
        {
          request: { query: ChangeClientEmailDocument, variables },
          result: apiErrorResult('WRONG_PASSWORD', 'Неверный пароль.'),
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Новая почта'), 'nino.new@example.com');
    await user.type(screen.getByLabelText('Ваш пароль (для подтверждения смены)'), 'not-mine-1');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));

    const password = await screen.findByLabelText('Ваш пароль (для подтверждения смены)', {
      selector: '[aria-invalid="true"]',
    });
    expect(descriptionOf(password)).toBe('Неверный пароль');
    expect(store.getState().toasts).toEqual([]);
    expect(cache.readQuery({ query: GetClientDocument })?.client.pending_email).toBeNull();
  });

  it('sends the link again for the pending address, and says why when the API refuses', async () => {
    const { store } = render({
      owner: { ...owner, pending_email: 'nino.new@example.com' },
      mocks: [
        {
          request: { query: ResendClientEmailChangeDocument },
          result: { data: { resend_client_email_change: true } },
        },
        {
          request: { query: ResendClientEmailChangeDocument },
          result: apiErrorResult('RATE_LIMITED', 'Too many requests. Please try again later.'),
        },
      ],
    });
    const user = userEvent.setup();
    const pending = section().getByRole('status').parentElement as HTMLElement;

    await user.click(within(pending).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(store.getState().toasts[0]).toMatchObject({
        message: { id: 'main.profile.login.email-sent' },
        type: 'success',
      }),
    );

    await user.click(within(pending).getByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('cancels the pending address: the notice goes and the cache forgets it', async () => {
    const { store, cache } = render({
      owner: { ...owner, pending_email: 'nino.new@example.com' },
      mocks: [
        {
          request: { query: CancelClientEmailChangeDocument },
          result: { data: { cancel_client_email_change: true } },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel the change' }));

    await waitFor(() => expect(section().queryByRole('status')).toBeNull());
    expect(cache.readQuery({ query: GetClientDocument })?.client.pending_email).toBeNull();
    expect(store.getState().toasts[0]).toMatchObject({
      message: { id: 'main.profile.login.cancelled' },
      type: 'success',
    });
  });

  it('speaks Georgian', () => {
    render({ url: '/ka/client/profile', owner: { ...telegramClient, pending_email: 'gio@example.ge' } });
    expect(screen.getByRole('heading', { name: 'ელფოსტის დამატება' })).toBeTruthy();
    expect(section('შესვლის მონაცემები').getByRole('status').textContent).toBe(
      'ბმული გავაგზავნეთ მისამართზე gio@example.ge. გახსენით ის ახალი მისამართის დასადასტურებლად.',
    );
    expect(screen.getByRole('button', { name: 'ხელახლა გაგზავნა' })).toBeTruthy();
  });
});
