import { pollUntil } from './poll-until';

const options = { intervalMs: 10, timeoutMs: 200, isCancelled: () => false };

describe('pollUntil', () => {
  it('asks again after a miss and after a failure, and returns the first accepted value', async () => {
    const answers: Array<() => Promise<number>> = [
      () => Promise.resolve(1),
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve(3),
    ];
    const load = jest.fn(() => (answers.shift() as () => Promise<number>)());
    await expect(pollUntil(load, (value) => value === 3, options)).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with null when time runs out', async () => {
    const load = jest.fn(() => Promise.resolve(0));
    const started = Date.now();
    await expect(pollUntil(load, () => false, { ...options, timeoutMs: 60 })).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(150);
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('stops asking once cancelled', async () => {
    let isCancelled = false;
    const load = jest.fn(() => {
      isCancelled = true;
      return Promise.resolve(0);
    });
    await expect(
      pollUntil(load, () => false, { ...options, isCancelled: () => isCancelled }),
    ).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
