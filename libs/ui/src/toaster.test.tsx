import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { uiCatalogs } from './messages';
import { Toaster, type ToastItem } from './toaster';
import { TrustedHtml } from './trusted-html';

const toast = (id: string, duration: number | null = 3500, type: ToastItem['type'] = 'info'): ToastItem => ({
  id,
  message: `Message ${id}`,
  type,
  duration,
});

/** The owner as the apps have it: the list in state, a toast removed on dismissal. */
function Owner({ initial, onDismiss }: { initial: ToastItem[]; onDismiss: (id: string) => void }) {
  const [toasts, setToasts] = useState(initial);
  const handleDismiss = (id: string) => {
    onDismiss(id);
    setToasts((current) => current.filter((item) => item.id !== id));
  };
  return <Toaster toasts={toasts} onDismiss={handleDismiss} />;
}

const renderToaster = (initial: ToastItem[]) => {
  const onDismiss = jest.fn();
  render(
    <IntlProvider locale="en" messages={uiCatalogs.en}>
      <Owner initial={initial} onDismiss={onDismiss} />
    </IntlProvider>,
  );
  return onDismiss;
};

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const shownMessages = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .queryAllByRole('listitem')
    .map((item) => (within(item).queryByRole('status') ?? within(item).getByRole('alert')).textContent);

describe('Toaster', () => {
  let user: ReturnType<typeof userEvent.setup>;

  beforeEach(() => {
    jest.useFakeTimers();
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the first 3 toasts in the given order, newest first, in live regions', () => {
    renderToaster([toast('d'), toast('c', 3500, 'error'), toast('b', 3500, 'success'), toast('a')]);
    expect(shownMessages()).toEqual(['Message d', 'Message c', 'Message b']);
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toEqual([
      'Message d',
      'Message b',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Message c');
  });

  it('dismisses each toast after its own duration; null stays', () => {
    const onDismiss = renderToaster([toast('short', 1000), toast('default'), toast('sticky', null)]);
    wait(999);
    expect(onDismiss).not.toHaveBeenCalled();
    wait(1);
    expect(onDismiss).toHaveBeenCalledWith('short');
    wait(2500);
    expect(onDismiss.mock.calls).toEqual([['short'], ['default']]);
    wait(24 * 60 * 60 * 1000);
    expect(shownMessages()).toEqual(['Message sticky']);
  });

  it('keeps an Infinity duration until dismissed', () => {
    const onDismiss = renderToaster([toast('forever', Infinity)]);
    wait(60 * 60 * 1000);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('pauses every timer while the pointer is on the stack and resumes with the time left', async () => {
    const onDismiss = renderToaster([toast('b', 3500), toast('a', 2000)]);
    wait(1500);
    await user.hover(screen.getByText('Message b'));
    wait(10_000);
    expect(onDismiss).not.toHaveBeenCalled();

    await user.unhover(screen.getByText('Message b'));
    wait(499);
    expect(onDismiss).not.toHaveBeenCalled();
    wait(1);
    expect(onDismiss.mock.calls).toEqual([['a']]);
    wait(1500);
    expect(onDismiss.mock.calls).toEqual([['a'], ['b']]);
  });

  it('starts the time of a hidden toast only when it comes into view', async () => {
    const onDismiss = renderToaster([toast('d', null), toast('c', null), toast('b', null), toast('a', 1000)]);
    wait(5000);
    expect(onDismiss).not.toHaveBeenCalled();

    await user.click(screen.getByText('Message d'));
    expect(shownMessages()).toEqual(['Message c', 'Message b', 'Message a']);
    // The pointer that clicked is still on the stack, pausing it, until it moves over the next toast and away.
    wait(5000);
    expect(onDismiss.mock.calls).toEqual([['d']]);
    await user.hover(screen.getByText('Message c'));
    await user.unhover(screen.getByText('Message c'));
    wait(999);
    expect(onDismiss.mock.calls).toEqual([['d']]);
    wait(1);
    expect(onDismiss.mock.calls).toEqual([['d'], ['a']]);
  });

  it('dismisses on a click, a touch move and the close button, once each', async () => {
    const onDismiss = renderToaster([toast('c', null), toast('b', null), toast('a', null)]);
    await user.click(screen.getByText('Message c'));
    const swiped = screen.getByText('Message b');
    // user-event has no touch gestures; a swipe is a run of touchmove events.
    fireEvent.touchMove(swiped);
    fireEvent.touchMove(swiped);
    await user.click(screen.getByRole('button', { name: 'Dismiss the notification' }));
    expect(onDismiss.mock.calls).toEqual([['c'], ['b'], ['a']]);
    expect(shownMessages()).toEqual([]);
  });

  it('dismisses from the keyboard through the close button', async () => {
    const onDismiss = renderToaster([toast('a', null)]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss the notification' }));
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('does not restart the timers when the owner re-renders with a new onDismiss', () => {
    const calls: string[] = [];
    const view = (toasts: ToastItem[]) => (
      <IntlProvider locale="en" messages={uiCatalogs.en}>
        <Toaster toasts={toasts} onDismiss={(id) => calls.push(id)} />
      </IntlProvider>
    );
    const { rerender } = render(view([toast('a', 2000)]));
    wait(1500);
    rerender(view([toast('b', 2000), toast('a', 2000)]));
    wait(500);
    expect(calls).toEqual(['a']);
  });

  it('shows markup as text unless the caller marks it as trusted HTML', () => {
    renderToaster([
      { ...toast('trusted'), message: <TrustedHtml html='Read the <a href="/terms">terms</a>' /> },
      { ...toast('plain'), message: '<img src=x onerror="alert(1)"> hello' },
    ]);
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByText('<img src=x onerror="alert(1)"> hello')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
