/**
 * @jest-environment jsdom
 */
import { renderHook } from '@testing-library/react';
import {
  CHUNK_PREFETCH_DELAY_MS,
  chunksToPrefetch,
  useChunkPrefetch,
  type BrowserManifest,
} from './chunk-prefetch';

const manifest: BrowserManifest = {
  routes: {
    root: { module: '/assets/root-1.js', imports: ['/assets/shared-1.js'] },
    'routes/profile': {
      module: '/assets/profile-1.js',
      imports: ['/assets/shared-1.js', '/assets/form-1.js'],
    },
    'routes/projects': { module: '/assets/projects-1.js' },
  },
};

describe('chunksToPrefetch', () => {
  it('lists every known route script the page has not loaded, each once', () => {
    const loaded = new Set(['/assets/root-1.js', '/assets/shared-1.js', '/assets/projects-1.js']);
    expect(chunksToPrefetch(manifest, loaded)).toEqual(['/assets/profile-1.js', '/assets/form-1.js']);
    expect(
      chunksToPrefetch(manifest, new Set([...loaded, '/assets/profile-1.js', '/assets/form-1.js'])),
    ).toEqual([]);
  });
});

describe('useChunkPrefetch', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
    delete (window as { __reactRouterManifest?: BrowserManifest }).__reactRouterManifest;
  });

  it('asks for the other pages’ scripts a second after the app starts, not before', () => {
    jest.useFakeTimers();
    (window as { __reactRouterManifest?: BrowserManifest }).__reactRouterManifest = manifest;
    document.head.innerHTML =
      '<link rel="modulepreload" href="/assets/root-1.js"><link rel="modulepreload" href="/assets/shared-1.js">';
    renderHook(() => useChunkPrefetch());
    const prefetched = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
        (link) => new URL(link.href).pathname,
      );

    jest.advanceTimersByTime(CHUNK_PREFETCH_DELAY_MS - 1);
    expect(prefetched()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(prefetched()).toEqual(['/assets/profile-1.js', '/assets/form-1.js', '/assets/projects-1.js']);
  });

  it('leaves nothing behind when the page goes first', () => {
    jest.useFakeTimers();
    (window as { __reactRouterManifest?: BrowserManifest }).__reactRouterManifest = manifest;
    const { unmount } = renderHook(() => useChunkPrefetch());
    unmount();
    jest.advanceTimersByTime(CHUNK_PREFETCH_DELAY_MS);
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });
});
