import {
  ACCESS_RENEWAL_THRESHOLD_SECONDS,
  REFRESH_RENEWAL_WINDOW_SECONDS,
  createRenewalGate,
  needsAccessRenewal,
  renewalCall,
} from './renewal-policy';

const NOW = 1_700_000_000;
const DAY = 24 * 3600;

describe('needsAccessRenewal', () => {
  it('uses the 120 s threshold of spec §9', () => {
    expect(ACCESS_RENEWAL_THRESHOLD_SECONDS).toBe(120);
  });

  it('renews at 120 s or less, inclusive', () => {
    expect(needsAccessRenewal(NOW + 121, NOW)).toBe(false);
    expect(needsAccessRenewal(NOW + 120, NOW)).toBe(true);
    expect(needsAccessRenewal(NOW + 1, NOW)).toBe(true);
  });

  it('renews an expired or undatable token', () => {
    expect(needsAccessRenewal(NOW - 10, NOW)).toBe(true);
    expect(needsAccessRenewal(Number.NaN, NOW)).toBe(true);
  });
});

describe('renewalCall', () => {
  it('uses the 7-day window of spec §9', () => {
    expect(REFRESH_RENEWAL_WINDOW_SECONDS).toBe(604_800);
  });

  it('picks refresh-token within 7 days, inclusive', () => {
    expect(renewalCall(NOW + 7 * DAY, NOW)).toBe('refresh-token');
    expect(renewalCall(NOW + DAY, NOW)).toBe('refresh-token');
    expect(renewalCall(NOW - 1, NOW)).toBe('refresh-token');
  });

  it('picks access-token beyond 7 days', () => {
    expect(renewalCall(NOW + 7 * DAY + 1, NOW)).toBe('access-token');
    expect(renewalCall(NOW + 30 * DAY, NOW)).toBe('access-token');
  });

  it('picks refresh-token when the expiry is unknown', () => {
    expect(renewalCall(null, NOW)).toBe('refresh-token');
    expect(renewalCall(Number.NaN, NOW)).toBe('refresh-token');
  });
});

describe('createRenewalGate', () => {
  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('shares one in-flight renewal between callers', async () => {
    const gate = createRenewalGate<string>();
    const pending = deferred<string>();
    const fn = jest.fn(() => pending.promise);

    const first = gate.run(fn);
    const second = gate.run(fn);
    expect(second).toBe(first);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(gate.busy).toBe(true);

    pending.resolve('tokens');
    await expect(first).resolves.toBe('tokens');
    expect(gate.busy).toBe(false);
  });

  it('starts a new renewal once the previous one settled', async () => {
    const gate = createRenewalGate<number>();
    await gate.run(async () => 1);
    await expect(gate.run(async () => 2)).resolves.toBe(2);
  });

  it('reopens after a failure, including a synchronous throw', async () => {
    const gate = createRenewalGate<number>();
    const pending = deferred<number>();
    const failed = gate.run(() => pending.promise);
    pending.reject(new Error('401'));
    await expect(failed).rejects.toThrow('401');
    expect(gate.busy).toBe(false);

    await expect(
      gate.run(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(gate.run(async () => 3)).resolves.toBe(3);
  });
});
