/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://salon.localhost:3003/"}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createFakeWebApp } from '@donut/telegram/testing';
import type { CabinetData, CabinetNotification } from '../features/cabinet/cabinet-data';
import { PHONE_POLL } from '../features/cabinet/share-phone';
import { graphqlError, installFakeApi, type ApiCall } from '../testing/fake-api';
import { renderInClientView } from '../testing/render-in-client-view';
import CabinetContent from './cabinet-content';

const SESSION = { accessToken: 'access-1', expiresAccessToken: Math.floor(Date.now() / 1000) + 900 };

const PROFILE = {
  id: 'c1',
  name: 'Nino',
  phone: '+995555123456',
  email: null,
  language: 'en',
  telegram: { user_id: '42', username: 'nino_b' },
  discount_percent: 15,
};

const notification = (index: number, isRead = false): CabinetNotification => ({
  id: `n${index}`,
  title: `Title ${index}`,
  body: `Body ${index}`,
  created_at: '2026-11-20T10:00:00.000Z',
  read_at: isRead ? '2026-11-21T10:00:00.000Z' : null,
});

const data = (overrides: Partial<CabinetData['profile']> = {}, count = 2, total = count): CabinetData => ({
  profile: { ...PROFILE, ...overrides },
  notifications: {
    list: Array.from({ length: count }, (_, index) => notification(index + 1, index > 0)),
    meta: { count, total, has_next_page: total > count },
    unread: 1,
  },
});

function Where() {
  const { pathname, state } = useLocation();
  return <p data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</p>;
}

function renderCabinet(
  cabinet: CabinetData | null,
  url = '/en/cabinet',
  session: typeof SESSION | null = SESSION,
) {
  return renderInClientView(
    <Routes>
      <Route path="cabinet" element={<CabinetContent data={cabinet} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { url, session },
  );
}

const answerWith = (answers: Record<string, unknown>) => (call: ApiCall) =>
  call.name in answers ? { body: { data: answers[call.name] } } : { body: { data: { ok: true } } };

describe('the client’s cabinet', () => {
  it('shows a signed-out visitor the way to sign in', async () => {
    installFakeApi(() => ({ body: {} }));
    renderCabinet(null, '/ru/cabinet', null);
    expect((await screen.findByText(/Войдите, чтобы открыть личный кабинет/)).textContent).toContain(
      'скидку',
    );
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/ru/cabinet/sign-in');
  });

  it('shows the personal discount as a badge, or says there is none', async () => {
    installFakeApi(() => ({ body: {} }));
    const { unmount } = renderCabinet(data());
    const discount = await screen.findByRole('region', { name: 'Personal discount' });
    expect(within(discount).getByText('Your personal discount: 15%')).toBeTruthy();
    unmount();
    renderCabinet(data({ discount_percent: 0 }), '/ru/cabinet');
    const none = await screen.findByRole('region', { name: 'Персональная скидка' });
    expect(within(none).getByText('Персональной скидки пока нет.')).toBeTruthy();
  });

  it('lists the notifications with the unread ones marked, marks all read, and shows the next page', async () => {
    const api = installFakeApi(
      answerWith({
        ReadCustomerNotifications: { read_customer_notifications: 1 },
        GetCustomerNotificationList: {
          customer_notification_list: {
            list: [notification(11, true)],
            meta: { count: 1, total: 11, has_next_page: false },
            unread: 0,
          },
        },
      }),
    );
    renderCabinet(data({}, 10, 11));
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0]).getByRole('heading', { level: 3 }).textContent).toBe('NewTitle 1');
    expect(within(items[1]).getByRole('heading', { level: 3 }).textContent).toBe('Title 2');
    expect(within(section).getByText('1 unread notification')).toBeTruthy();

    await userEvent.click(within(section).getByRole('button', { name: 'Mark all as read' }));
    await within(section).findByText('No unread notifications');
    expect(api.named('ReadCustomerNotifications')[0].body.variables).toEqual({ ids: [] });
    expect(api.named('ReadCustomerNotifications')[0].headers.authorization).toBe('Bearer access-1');
    expect(within(section).queryByText('New')).toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(11));
    expect(api.named('GetCustomerNotificationList')[0].body.variables).toEqual({ limit: 10, offset: 10 });
    expect(within(section).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('saves the profile, with the checks’ texts and the API’s under the fields', async () => {
    let answer: ReturnType<typeof graphqlError> | null = graphqlError('BAD_USER_INPUT', 'Check the fields', {
      phone: 'This phone belongs to another client of the project.',
    });
    const api = installFakeApi((call) =>
      call.name === 'UpdateCustomerProfile' && answer
        ? answer
        : answerWith({
            UpdateCustomerProfile: {
              update_customer_profile: { ...PROFILE, name: 'Nino B.', language: 'ka' },
            },
          })(call),
    );
    renderCabinet(data());
    const profile = await screen.findByRole('region', { name: 'Profile' });
    const phone = within(profile).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(api.named('UpdateCustomerProfile')).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '+995 555 00 00 00');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));
    await within(profile).findByText('This phone belongs to another client of the project.');

    answer = null;
    await userEvent.clear(within(profile).getByRole('textbox', { name: 'Name' }));
    await userEvent.type(within(profile).getByRole('textbox', { name: 'Name' }), ' Nino B. ');
    await userEvent.selectOptions(
      within(profile).getByRole('combobox', { name: 'Language of notifications' }),
      'ka',
    );
    await userEvent.click(within(profile).getByRole('button', { name: 'Save' }));
    await within(profile).findByText('Profile updated!');
    expect(api.named('UpdateCustomerProfile').at(-1)?.body.variables).toEqual({
      input: { name: 'Nino B.', phone: '+995 555 00 00 00', language: 'ka' },
    });
    // The e-mail is read-only; the connected Telegram is shown.
    expect(within(profile).getByText('Telegram @nino_b')).toBeTruthy();
    expect(within(profile).getByRole('button', { name: 'Add e-mail' })).toBeTruthy();
  });

  it('deletes the account after the confirmation, then signs out and says so', async () => {
    const api = installFakeApi(answerWith({ DeleteCustomerAccount: { delete_customer_account: true } }));
    renderCabinet(data());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/en/cabinet/sign-in {"notice":"deleted"}'),
    );
    // The applications and orders sections read their own lists as they show.
    const calls = api.calls.filter(
      (call) => !['GetCustomerApplicationList', 'GetCustomerOrderList'].includes(call.name),
    );
    expect(calls.map((call) => call.name)).toEqual(['DeleteCustomerAccount', '/cv/auth/logout']);
    expect(calls[1].body).toEqual({ domain: 'salon' });
  });

  it('signs out', async () => {
    const api = installFakeApi(() => ({ body: { data: { ok: true } } }));
    renderCabinet(data());
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/en/cabinet/sign-in {"notice":"signed-out"}'),
    );
    const calls = api.calls.filter(
      (call) => !['GetCustomerApplicationList', 'GetCustomerOrderList'].includes(call.name),
    );
    expect(calls.map((call) => call.path)).toEqual(['/cv/auth/logout']);
  });
});

describe('the cabinet in the Telegram mini app', () => {
  let uninstall = () => undefined as void;
  afterEach(() => uninstall());

  it('saves the profile with Telegram’s main button, and asks Telegram for the phone, reading the profile until it is there', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const telegram = createFakeWebApp();
      uninstall = telegram.install(window);
      let reads = 0;
      const api = installFakeApi((call) => {
        if (call.name === 'GetCustomerMe')
          return {
            body: { data: { customer_me: { ...PROFILE, phone: ++reads > 1 ? '+995555123456' : null } } },
          };
        return answerWith({
          UpdateCustomerProfile: { update_customer_profile: { ...PROFILE, phone: null } },
        })(call);
      });
      renderCabinet(data({ phone: null }));
      const profile = await screen.findByRole('region', { name: 'Profile' });
      await waitFor(() => expect(telegram.main).toMatchObject({ text: 'Save', isVisible: true }));
      expect(within(profile).queryByRole('button', { name: 'Save' })).toBeNull();
      expect(telegram.main.isActive).toBe(false);
      await userEvent.type(within(profile).getByRole('textbox', { name: 'Name' }), ' B.');
      await waitFor(() => expect(telegram.main.isActive).toBe(true));
      act(() => telegram.pressMain());
      await within(profile).findByText('Profile updated!');
      expect(api.named('UpdateCustomerProfile')).toHaveLength(1);

      await userEvent.click(within(profile).getByRole('button', { name: 'Share phone number' }));
      expect(telegram.calls.some(([method]) => method === 'requestContact')).toBe(true);
      await act(() => jest.advanceTimersByTimeAsync(PHONE_POLL.intervalMs * 2));
      expect(api.named('GetCustomerMe')).toHaveLength(2);
      // No sign-out in the mini app: Telegram would sign the client in again at once.
      expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
