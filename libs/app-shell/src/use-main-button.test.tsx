/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { createFakeWebApp } from '@donut/telegram/testing';
import { useMainButton, type MainButtonOptions } from './use-main-button';

/** A page with a main action: its own button, left out when Telegram's stands for it. */
function CheckoutPage(props: MainButtonOptions) {
  const isInTelegram = useMainButton(props);
  return isInTelegram ? null : <button onClick={props.onClick}>{props.text}</button>;
}

describe('useMainButton', () => {
  let telegram: ReturnType<typeof createFakeWebApp>;
  let uninstall: () => void;
  beforeEach(() => {
    telegram = createFakeWebApp();
    uninstall = telegram.install(window);
  });
  afterEach(() => uninstall());

  it("shows Telegram's main button with the action's text and calls the latest handler when pressed", async () => {
    const first = jest.fn();
    const latest = jest.fn();
    const { rerender } = render(<CheckoutPage text="Оформить заказ" onClick={first} />);
    await waitFor(() => expect(telegram.main).toMatchObject({ text: 'Оформить заказ', isVisible: true }));
    expect(screen.queryByRole('button')).toBeNull();

    rerender(<CheckoutPage text="Оформить заказ" onClick={latest} />);
    act(() => telegram.pressMain());
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(telegram.mainHandlers.size).toBe(1);
  });

  it('disables the button, shows progress and ignores presses meanwhile', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<CheckoutPage text="Send" onClick={onClick} isEnabled={false} />);
    await waitFor(() => expect(telegram.main).toMatchObject({ isVisible: true, isActive: false }));
    act(() => telegram.pressMain());

    rerender(<CheckoutPage text="Send" onClick={onClick} isProgress />);
    expect(telegram.main).toMatchObject({ isActive: false, isProgressVisible: true });
    // A press Telegram delivered before it greyed the button out still finds the action running.
    act(() => telegram.mainHandlers.forEach((handler) => handler()));
    expect(onClick).not.toHaveBeenCalled();

    rerender(<CheckoutPage text="Send" onClick={onClick} />);
    expect(telegram.main).toMatchObject({ isActive: true, isProgressVisible: false });
    act(() => telegram.pressMain());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hides the button and lets go of the handler when the page goes', async () => {
    const { unmount } = render(<CheckoutPage text="Book" onClick={jest.fn()} />);
    await waitFor(() => expect(telegram.main.isVisible).toBe(true));
    unmount();
    expect(telegram.main.isVisible).toBe(false);
    expect(telegram.mainHandlers.size).toBe(0);
  });

  it("does nothing in an ordinary browser, where the page's own button stays", async () => {
    uninstall();
    const browser = createFakeWebApp('');
    uninstall = browser.install(window);
    const onClick = jest.fn();
    render(<CheckoutPage text="Book" onClick={onClick} />);
    await act(() => Promise.resolve());
    screen.getByRole('button', { name: 'Book' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(browser.calls).toEqual([]);
  });
});
