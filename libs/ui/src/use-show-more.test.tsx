import { act, renderHook } from '@testing-library/react';
import { useShowMore } from './use-show-more';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useShowMore', () => {
  it('is busy while the next page loads, and fetches once for a double press', async () => {
    const next = deferred();
    const fetchNext = jest.fn(() => next.promise);
    const { result } = renderHook(() => useShowMore(fetchNext));
    let first!: Promise<void>;
    act(() => {
      first = result.current.loadMore();
      void result.current.loadMore();
    });
    expect(result.current.isLoadingMore).toBe(true);
    expect(fetchNext).toHaveBeenCalledTimes(1);
    await act(async () => {
      next.resolve();
      await first;
    });
    expect(result.current).toMatchObject({ isLoadingMore: false, hasMoreError: false });
  });

  it('keeps a failure apart and clears it on the next try', async () => {
    const fetchNext = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useShowMore(fetchNext));
    await act(() => result.current.loadMore());
    expect(result.current).toMatchObject({ isLoadingMore: false, hasMoreError: true });
    await act(() => result.current.loadMore());
    expect(result.current.hasMoreError).toBe(false);
    expect(fetchNext).toHaveBeenCalledTimes(2);
  });

  it('offers no retry for a failure handled elsewhere', async () => {
    const paywall = new Error('PAYMENT_REQUIRED');
    const { result } = renderHook(() =>
      useShowMore(() => Promise.reject(paywall), { isHandledElsewhere: (error) => error === paywall }),
    );
    await act(() => result.current.loadMore());
    expect(result.current.hasMoreError).toBe(false);
  });
});
