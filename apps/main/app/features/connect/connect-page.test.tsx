import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { DisconnectTelegramDocument, GetClientDocument } from '@donut/graphql';
import { renderInMain } from '../../testing/render-in-main';
import { ConnectPage } from './connect-page';
import { CONNECT_POLL_INTERVAL_MS, CONNECT_WAIT_LIMIT_MS } from './connect-timing';
import { apiErrorResult, BOT_LINK, clientPoll, createLinkMock, owner } from './connect-fixtures';

/** The tab the browser opens on click (a boundary jsdom does not implement). */
interface FakeTab {
  opener: unknown;
  closed: boolean;
  location: { href: string };
  close: jest.Mock;
}

function fakeTab(): FakeTab {
  const tab: FakeTab = {
    opener: {},
    closed: false,
    location: { href: '' },
    close: jest.fn(() => {
      tab.closed = true;
    }),
  };
  return tab;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('ConnectPage: the Telegram bot card', () => {
  let tab: FakeTab;
  let open: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    tab = fakeTab();
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  });
  afterEach(() => {
    setVisibility('visible');
    open.mockRestore();
    jest.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  const renderPage = (mocks: MockLink.MockedResponse[], client = owner) =>
    renderInMain(<ConnectPage />, { url: '/en/client/connect', owner: client, mocks });

  it('opens the tab during the click, sends it to the bot link, and waits for the bot', async () => {
    const poll = clientPoll(() => owner);
    renderPage([createLinkMock({ delay: 200 }), poll.mock]);

    await user().click(screen.getByRole('button', { name: 'Connect' }));

    // Opened before the link arrived: a tab opened later would meet the popup blocker.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('');
    await advance(200);
    expect(tab.location.href).toBe(BOT_LINK);
    expect(screen.getByText('Waiting for confirmation')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Telegram did not open? Open the bot' }).getAttribute('href'),
    ).toBe(BOT_LINK);
  });

  it('connects from the keyboard', async () => {
    renderPage([createLinkMock()]);
    const keyboard = user();

    await keyboard.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect' }));
    await keyboard.keyboard('{Enter}');
    await advance(100);

    expect(tab.location.href).toBe(BOT_LINK);
  });

  it('polls every 3 s and shows "bot connected" when the bot has linked the account', async () => {
    let connected = false;
    const poll = clientPoll(() => ({ ...owner, is_telegram_connected: connected }));
    const { store } = renderPage([createLinkMock(), poll.mock]);
    await user().click(screen.getByRole('button', { name: 'Connect' }));
    await advance(100);

    await advance(CONNECT_POLL_INTERVAL_MS);
    expect(poll.count).toBe(1);
    expect(screen.getByText('Waiting for confirmation')).toBeTruthy();
    connected = true;
    await advance(CONNECT_POLL_INTERVAL_MS);

    await waitFor(() => expect(screen.getByText('Connected')).toBeTruthy());
    expect(store.getState().toasts[0]).toMatchObject({
      message: { id: 'main.connect.telegram.bot-connected' },
      type: 'success',
    });
    const polls = poll.count;
    await advance(CONNECT_POLL_INTERVAL_MS * 3);
    expect(poll.count).toBe(polls);
  });

  it('does not poll while the page is hidden', async () => {
    const poll = clientPoll(() => owner);
    renderPage([createLinkMock(), poll.mock]);
    await user().click(screen.getByRole('button', { name: 'Connect' }));
    await advance(100);

    setVisibility('hidden');
    await advance(CONNECT_POLL_INTERVAL_MS * 4);
    expect(poll.count).toBe(0);
    setVisibility('visible');
    await advance(CONNECT_POLL_INTERVAL_MS);
    expect(poll.count).toBe(1);
  });

  it('stops waiting after 15 minutes and asks for a new link', async () => {
    const poll = clientPoll(() => owner);
    renderPage([createLinkMock(), poll.mock]);
    await user().click(screen.getByRole('button', { name: 'Connect' }));
    await advance(100);

    await advance(CONNECT_WAIT_LIMIT_MS);
    const polls = poll.count;
    await advance(CONNECT_POLL_INTERVAL_MS * 3);

    expect(poll.count).toBe(polls);
    expect(screen.getByRole('status').textContent).toBe(
      'The link has expired. Press “Connect” to get a new one.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the link when the popup blocker refused the tab', async () => {
    open.mockReturnValue(null);
    renderPage([createLinkMock()]);

    await user().click(screen.getByRole('button', { name: 'Connect' }));
    await advance(100);

    expect(
      screen.getByRole('link', { name: 'Telegram did not open? Open the bot' }).getAttribute('href'),
    ).toBe(BOT_LINK);
  });

  it.each([
    [
      'the API refuses',
      { result: apiErrorResult('NOT_AVAILABLE', 'The Telegram bot is not set up on this server.') },
      'The Telegram bot is not set up on this server.',
    ],
    [
      'the network fails',
      { error: new Error('offline') },
      'Could not get a link to the bot. Please try again later.',
    ],
  ])('closes the tab and says why when %s', async (_, answer, text) => {
    renderPage([createLinkMock({ result: undefined, ...answer })]);

    await user().click(screen.getByRole('button', { name: 'Connect' }));
    await advance(100);

    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByText('Not connected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('disconnects with the success notice and shows the owner as not connected', async () => {
    const connected = { ...owner, is_telegram_connected: true };
    const { store } = renderPage(
      [{ request: { query: DisconnectTelegramDocument }, result: { data: { disconnect_telegram: true } } }],
      connected,
    );

    await user().click(screen.getByRole('button', { name: 'Disconnect' }));
    await advance(100);

    expect(store.getState().toasts[0]).toMatchObject({
      message: { id: 'main.connect.telegram.disconnected' },
      type: 'success',
    });
    expect(screen.getByText('Not connected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it.each([
    ['the API refuses', { result: apiErrorResult('CONFLICT', 'Set a password first.') }],
    ['the network fails', { error: new Error('offline') }],
  ])('keeps Telegram connected with the failure notice when %s', async (_, answer) => {
    const connected = { ...owner, is_telegram_connected: true };
    const { store } = renderPage([{ request: { query: DisconnectTelegramDocument }, ...answer }], connected);

    await user().click(screen.getByRole('button', { name: 'Disconnect' }));
    await advance(100);

    expect(store.getState().toasts[0]).toMatchObject({
      message: { id: 'main.connect.telegram.disconnect-failed' },
      type: 'error',
    });
    expect(screen.getByText('Connected')).toBeTruthy();
  });

  it.each([
    [
      { email: null, need_set_password: true },
      'To disconnect Telegram, add an e-mail and set a password in your profile first: otherwise you will have no way to sign in.',
    ],
    [
      { email: null, need_set_password: false },
      'To disconnect Telegram, add an e-mail in your profile first: otherwise you will have no way to sign in.',
    ],
    [
      { need_set_password: true },
      'To disconnect Telegram, set a password in your profile first: otherwise you will have no way to sign in.',
    ],
  ])(
    'cannot disconnect for an owner with %j, and says what is missing with a link to the profile',
    (change, note) => {
      renderPage([], { ...owner, ...change, is_telegram_connected: true });

      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Disconnect' }).disabled).toBe(true);
      expect(
        screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === note),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'profile' }).getAttribute('href')).toBe('/en/client/profile');
    },
  );
});

describe('ConnectPage', () => {
  it('shows the loading text, then the error text when the owner cannot be loaded', async () => {
    // Without the cabinet layout's cached GetClient: the page asks for it itself.
    renderInMain(<ConnectPage />, {
      url: '/en/client/connect',
      mocks: [{ request: { query: GetClientDocument }, error: new Error('offline') }],
    });

    expect(screen.getByText('Loading integrations…')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load integrations. Please try again later.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks the page language', () => {
    renderInMain(<ConnectPage />, { url: '/ka/client/connect', owner });
    expect(screen.getByRole('heading', { level: 1, name: 'ინტეგრაციები' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Telegram-ის ბოტი' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'დაკავშირება' })).toBeTruthy();
  });
});
