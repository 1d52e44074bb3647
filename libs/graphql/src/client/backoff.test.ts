import { backoffDelay, RETRY_DEFAULTS } from './backoff';

describe('backoffDelay', () => {
  afterEach(() => jest.restoreAllMocks());

  it('doubles the delay on every retry, starting at 300 ms by default', () => {
    const delays = [1, 2, 3, 4].map((retry) => backoffDelay(retry, { jitter: false }));
    expect(delays).toEqual([300, 600, 1200, 2400]);
    expect(RETRY_DEFAULTS).toEqual({ initialDelayMs: 300, maxAttempts: 5, jitter: true });
  });

  it('honours a custom initial delay', () => {
    expect(backoffDelay(3, { initialDelayMs: 5, jitter: false })).toBe(20);
  });

  it('jitters between 50 % and 150 % of the exponential delay', () => {
    const random = jest.spyOn(Math, 'random');
    random.mockReturnValueOnce(0);
    expect(backoffDelay(2)).toBe(300);
    random.mockReturnValueOnce(0.999);
    expect(backoffDelay(2)).toBeCloseTo(899.4);
    random.mockReturnValueOnce(0.5);
    expect(backoffDelay(1)).toBe(300);
  });

  it('uses jitter unless it is turned off', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.25);
    expect(backoffDelay(1)).toBe(225);
    expect(random).toHaveBeenCalledTimes(1);
  });
});
