/**
 * @jest-environment jsdom
 */
import {
  buildDescriptorUrl,
  claimReload,
  createBuildWatcher,
  currentBuildId,
  fetchLatestBuildId,
  isChunkLoadError,
  RELOAD_GUARD_MS,
} from './build-refresh';

/** The network is the boundary: a stub answering like the app server's static build.json. */
function descriptorFetch(body: unknown, status = 200) {
  return jest.fn(async (input: RequestInfo | URL) => {
    void input;
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
}

describe('build descriptor', () => {
  it('has no build id outside a build', () => {
    expect(currentBuildId()).toBeNull();
  });

  it('asks with a timestamp query past any cache', async () => {
    const fetchFn = descriptorFetch({ id: 'b2', builtAt: '2026-11-21T00:00:00Z' });
    expect(await fetchLatestBuildId(fetchFn, 1234)).toBe('b2');
    expect(fetchFn).toHaveBeenCalledWith(
      '/build.json?t=1234',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(buildDescriptorUrl(5)).toBe('/build.json?t=5');
  });

  it.each([
    ['a missing descriptor', descriptorFetch(null, 404)],
    ['a descriptor without an id', descriptorFetch({ builtAt: 'x' })],
    ['a network failure', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('tells nothing from %s', async (_name, fetchFn) => {
    expect(await fetchLatestBuildId(fetchFn as unknown as typeof fetch, 1)).toBeNull();
  });
});

describe('createBuildWatcher', () => {
  it('marks a reload pending once the latest build differs', async () => {
    const watcher = createBuildWatcher({ currentId: 'b1', fetch: descriptorFetch({ id: 'b1' }) });
    expect(await watcher.check()).toBe(false);
    const newer = createBuildWatcher({ currentId: 'b1', fetch: descriptorFetch({ id: 'b2' }) });
    expect(await newer.check()).toBe(true);
    expect(newer.isReloadPending()).toBe(true);
  });

  it('does not poll without a build id of its own (dev server)', async () => {
    const fetchFn = descriptorFetch({ id: 'b2' });
    const watcher = createBuildWatcher({ currentId: null, fetch: fetchFn });
    expect(await watcher.check()).toBe(false);
    expect(fetchFn).not.toHaveBeenCalled();
    watcher.markReloadPending();
    expect(watcher.isReloadPending()).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers\u2019 failed dynamic import errors only', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('claimReload', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('allows one reload per path per 10 s', () => {
    const storage = window.sessionStorage;
    expect(claimReload('/ru/a', storage, 1_000)).toBe(true);
    expect(claimReload('/ru/a', storage, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload('/ru/b', storage, 1_500)).toBe(true);
    expect(claimReload('/ru/a', storage, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('survives a garbled record', () => {
    window.sessionStorage.setItem('donut.build-reloads', '{not json');
    expect(claimReload('/ru/a', window.sessionStorage, 1)).toBe(true);
  });
});
