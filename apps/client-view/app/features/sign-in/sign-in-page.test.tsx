/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://salon.localhost:3003/"}
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { CustomerIntl } from '../../shared/customer-intl';
import { installFakeApi, restError } from '../../testing/fake-api';
import { renderInClientView } from '../../testing/render-in-client-view';
import { SignInPage } from './sign-in-page';

const TOKENS = { access_token: 'access-1', expires_access_token: Math.floor(Date.now() / 1000) + 900 };

/** The texts a field is described by (its hint and error), as a screen reader reads them with it. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSignIn(url: string, hasBot = true) {
  return renderInClientView(
    <CustomerIntl>
      <Routes>
        <Route path="cabinet/sign-in" element={<SignInPage hasBot={hasBot} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </CustomerIntl>,
    { url },
  );
}

describe('the client’s sign-in by an e-mailed code', () => {
  it('mails a code to the address of this site, then signs in with the six digits and opens the cabinet', async () => {
    const api = installFakeApi((call) =>
      call.path === '/cv/auth/email/code'
        ? { body: { data: { sent: true } } }
        : { body: { data: { ...TOKENS, refresh_token: 'r', expires_refresh_token: 1 } } },
    );
    renderSignIn('/en/cabinet/sign-in');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), ' nino@example.ge ');
    await userEvent.click(screen.getByRole('button', { name: 'Get a code' }));

    expect((await screen.findByText(/We sent a 6-digit code to/)).textContent).toContain('nino@example.ge');
    expect(api.calls[0]).toMatchObject({
      path: '/cv/auth/email/code',
      body: { domain: 'salon', email: 'nino@example.ge' },
      headers: { 'x-language': 'en' },
    });
    const code = screen.getByRole('textbox', { name: 'Code from the e-mail' });
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    // The sixth digit sends the code, without a press.
    await userEvent.type(code, '042917');

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/cabinet'));
    expect(api.named('/cv/auth/email/verify')[0].body).toEqual({
      domain: 'salon',
      email: 'nino@example.ge',
      code: '042917',
    });
  });

  it('says what is wrong under the field in the page’s language: its own check, then the API’s', async () => {
    installFakeApi((call) =>
      call.path === '/cv/auth/email/code'
        ? { body: { data: { sent: true } } }
        : restError(400, 'VALIDATION', 'Проверьте поля', {
            code: 'Код неверный. Проверьте письмо и попробуйте ещё раз.',
          }),
    );
    renderSignIn('/ru/cabinet/sign-in');
    const email = await screen.findByRole('textbox', { name: 'Электронная почта' });
    await userEvent.type(email, 'nino');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(describedBy(email)).toMatch(/@/);

    await userEvent.clear(email);
    await userEvent.type(email, 'nino@example.ge');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Код из письма' }), '111111');
    await screen.findByText('Код неверный. Проверьте письмо и попробуйте ещё раз.');
    const code = screen.getByRole('textbox', { name: 'Код из письма' });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(code)).toBe('Код неверный. Проверьте письмо и попробуйте ещё раз.');
  });

  it('offers a new code only after a minute, counting down', async () => {
    // The clock moves only when the test moves it, however slow the machine: the countdown reads exactly.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      const api = installFakeApi(() => ({ body: { data: { sent: true } } }));
      renderSignIn('/en/cabinet/sign-in');
      await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'nino@example.ge');
      await user.click(screen.getByRole('button', { name: 'Get a code' }));
      const resend = await screen.findByRole('button', { name: 'Send a new code' });
      expect((resend as HTMLButtonElement).disabled).toBe(true);
      screen.getByText('You can ask for a new one in 60 seconds.');
      act(() => jest.advanceTimersByTime(59_000));
      screen.getByText('You can ask for a new one in 1 second.');
      act(() => jest.advanceTimersByTime(1_000));
      expect((resend as HTMLButtonElement).disabled).toBe(false);
      await user.click(resend);
      await screen.findByText(/We sent a new code to/);
      expect(api.named('/cv/auth/email/code')).toHaveLength(2);
      expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the client’s sign-in through the project’s bot', () => {
  const tab = { go: jest.fn(), close: jest.fn() };
  beforeEach(() => {
    tab.go.mockReset();
    tab.close.mockReset();
    window.open = jest.fn(() => ({
      location: { replace: tab.go },
      close: tab.close,
      opener: window,
    })) as never;
  });

  it('opens the bot in a new tab, waits for the confirmation polling every 2 s, then opens the cabinet', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let polls = 0;
      const api = installFakeApi((call) => {
        if (call.path === '/cv/auth/bot/start')
          return {
            body: {
              data: {
                poll_token: 'poll-1',
                link: 'https://t.me/salon_bot?start=login_x',
                expires_at: Date.now() / 1000 + 600,
              },
            },
          };
        polls += 1;
        return { body: { data: polls < 2 ? { status: 'pending' } : { status: 'confirmed', ...TOKENS } } };
      });
      renderSignIn('/en/cabinet/sign-in');
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Telegram' }));
      await screen.findByText(/Confirm in Telegram/);
      expect(tab.go).toHaveBeenCalledWith('https://t.me/salon_bot?start=login_x');
      expect(screen.getByRole('link', { name: 'Open Telegram again' }).getAttribute('href')).toBe(
        'https://t.me/salon_bot?start=login_x',
      );
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      expect(api.named('/cv/auth/bot/poll')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/cabinet'));
      expect(api.named('/cv/auth/bot/poll')[1].body).toEqual({ domain: 'salon', poll_token: 'poll-1' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers no Telegram sign-in on a site whose business has no bot', async () => {
    installFakeApi(() => restError(500, 'UNEXPECTED', 'not called'));
    renderSignIn('/en/cabinet/sign-in', false);
    expect(await screen.findByRole('button', { name: 'Get a code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Telegram' })).toBeNull();
  });

  it('says so and drops the option when the bot was disconnected meanwhile, closing the tab it opened', async () => {
    installFakeApi(() =>
      restError(409, 'NOT_AVAILABLE', 'Sign-in through Telegram is not available on this site yet.'),
    );
    renderSignIn('/en/cabinet/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Telegram' }));
    await screen.findByText(/has not connected sign-in with Telegram yet/);
    expect(screen.queryByRole('button', { name: 'Sign in with Telegram' })).toBeNull();
    expect(tab.close).toHaveBeenCalled();
  });

  it('stops waiting on Cancel, and tells when the link expired', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      installFakeApi((call) =>
        call.path === '/cv/auth/bot/start'
          ? {
              body: {
                data: {
                  poll_token: 'p',
                  link: 'https://t.me/b?start=login_y',
                  expires_at: Date.now() / 1000 + 600,
                },
              },
            }
          : restError(401, 'TOKEN_INVALID', 'The sign-in through Telegram has expired. Start again.'),
      );
      renderSignIn('/en/cabinet/sign-in');
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Telegram' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(
        (screen.getByRole('button', { name: 'Sign in with Telegram' }) as HTMLButtonElement).disabled,
      ).toBe(false);

      await userEvent.click(screen.getByRole('button', { name: 'Sign in with Telegram' }));
      await screen.findByText(/Confirm in Telegram/);
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The time to confirm has run out. Try again.',
      );
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the sign-in page in Georgian', () => {
  it('is written in Georgian', async () => {
    installFakeApi(() => ({ body: {} }));
    renderInClientView(
      <CustomerIntl>
        <SignInPage />
      </CustomerIntl>,
      { url: '/ka/cabinet/sign-in' },
    );
    await screen.findByRole('heading', { level: 1, name: 'პირად კაბინეტში შესვლა' });
    screen.getByRole('button', { name: 'კოდის მიღება' });
    screen.getByRole('button', { name: 'Telegram-ით შესვლა' });
  });
});
