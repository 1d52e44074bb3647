import { act, renderHook } from '@testing-library/react';
import { usePagePolling } from './use-page-polling';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('usePagePolling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('polls every interval while the page is visible', () => {
    const poll = jest.fn();
    renderHook(() => usePagePolling(poll, 60_000, true));
    act(() => jest.advanceTimersByTime(59_999));
    expect(poll).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(120_000));
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('does not poll a hidden page, and catches up when it shows again', () => {
    const poll = jest.fn();
    renderHook(() => usePagePolling(poll, 60_000, true));
    act(() => jest.advanceTimersByTime(30_000));
    setVisibility('hidden');
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(poll).not.toHaveBeenCalled();

    setVisibility('visible');
    act(() => jest.advanceTimersByTime(0));
    expect(poll).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(60_000));
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('waits out the rest of the interval when the page shows again early', () => {
    const poll = jest.fn();
    renderHook(() => usePagePolling(poll, 60_000, true));
    act(() => jest.advanceTimersByTime(20_000));
    setVisibility('hidden');
    act(() => jest.advanceTimersByTime(10_000));
    setVisibility('visible');
    act(() => jest.advanceTimersByTime(29_999));
    expect(poll).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled and stops on unmount', () => {
    const poll = jest.fn();
    const { rerender, unmount } = renderHook(({ enabled }) => usePagePolling(poll, 60_000, enabled), {
      initialProps: { enabled: false },
    });
    act(() => jest.advanceTimersByTime(120_000));
    expect(poll).not.toHaveBeenCalled();
    rerender({ enabled: true });
    act(() => jest.advanceTimersByTime(60_000));
    expect(poll).toHaveBeenCalledTimes(1);
    unmount();
    act(() => jest.advanceTimersByTime(120_000));
    expect(poll).toHaveBeenCalledTimes(1);
  });
});
