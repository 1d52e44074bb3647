import { act, render, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { TELEGRAM_SCRIPT_SRC } from '@donut/app-shell';
import { createFakeWebApp } from '@donut/telegram/testing';
import { TelegramContainer } from './telegram-container';

/** Telegram's light theme, whose text colours read on white, and a night theme, whose do not. */
const LIGHT = { bg_color: '#ffffff', text_color: '#000000', hint_color: '#707579', button_color: '#3390ec' };
const NIGHT = { bg_color: '#212121', text_color: '#ffffff', hint_color: '#aaaaaa', button_color: '#8774e1' };

const layoutData = { site: { brand_color: '#2e7d32' }, onBrandColor: '#ffffff' };

/** The container under the locale layout's route, whose loader gave the site's brand colour (as the server did). */
function renderContainer() {
  const Stub = createRoutesStub([
    { id: 'routes/locale-layout', path: '/:locale', loader: () => layoutData, Component: TelegramContainer },
  ]);
  return render(
    <Stub initialEntries={['/ru']} hydrationData={{ loaderData: { 'routes/locale-layout': layoutData } }} />,
  );
}

const rootStyle = () => document.documentElement.style;

describe('TelegramContainer (spec §1)', () => {
  let uninstall = () => undefined as void;
  afterEach(() => uninstall());

  it('sets the container up white, expanded, confirming close, without vertical swipes, then signals ready', async () => {
    const telegram = createFakeWebApp(undefined, { themeParams: LIGHT });
    uninstall = telegram.install(window);
    renderContainer();
    await waitFor(() => expect(telegram.calls.map(([method]) => method)).toContain('ready'));
    expect(telegram.calls.slice(0, 6)).toEqual([
      ['setBackgroundColor', ['#ffffff']],
      ['setHeaderColor', ['#ffffff']],
      ['expand', []],
      ['enableClosingConfirmation', []],
      ['disableVerticalSwipes', []],
      ['ready', []],
    ]);
  });

  it("takes the theme's text colours but keeps the white page and gives the main button the brand colour", async () => {
    const telegram = createFakeWebApp(undefined, { themeParams: LIGHT });
    uninstall = telegram.install(window);
    const { unmount } = renderContainer();
    await waitFor(() => expect(rootStyle().getPropertyValue('--donut-color-text')).toBe('#000000'));
    expect(rootStyle().getPropertyValue('--donut-color-muted')).toBe('#707579');
    expect(rootStyle().getPropertyValue('--donut-color-bg')).toBe('');
    await waitFor(() => expect(telegram.main).toMatchObject({ color: '#2e7d32', textColor: '#ffffff' }));

    // The user switches to a night theme: its white text would vanish on the white page.
    telegram.changeTheme(NIGHT);
    expect(rootStyle().getPropertyValue('--donut-color-text')).toBe('');

    telegram.changeTheme(LIGHT);
    unmount();
    expect(rootStyle().getPropertyValue('--donut-color-text')).toBe('');
  });

  it("does nothing in an ordinary browser and never loads Telegram's script there", async () => {
    const browser = createFakeWebApp('');
    uninstall = browser.install(window);
    renderContainer();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(browser.calls).toEqual([]);
    expect(document.querySelector(`script[src="${TELEGRAM_SCRIPT_SRC}"]`)).toBeNull();
  });
});
