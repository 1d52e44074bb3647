import { useEffect } from 'react';

/** Spec §4/§9: how long after a page has started that the other pages' code is fetched. */
export const CHUNK_PREFETCH_DELAY_MS = 1_000;

interface ManifestRoute {
  module: string;
  imports?: string[];
}

/** What React Router's browser manifest holds of each route it knows (the page's, and those its links discovered). */
export interface BrowserManifest {
  routes: Record<string, ManifestRoute>;
}

/** The scripts of every known route that the page has not loaded or asked for yet, each once. */
export function chunksToPrefetch(manifest: BrowserManifest, loaded: ReadonlySet<string>): string[] {
  const urls = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    for (const url of [route.module, ...(route.imports ?? [])]) if (!loaded.has(url)) urls.add(url);
  }
  return [...urls];
}

/** Paths of the scripts this document has loaded, preloads or prefetches. */
function loadedScripts(): Set<string> {
  const urls = [
    ...(performance.getEntriesByType?.('resource') ?? []).map((entry) => entry.name),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="prefetch"]')].map(
      (link) => link.href,
    ),
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
  ];
  return new Set(urls.map((url) => new URL(url, location.href).pathname));
}

/**
 * A second after the app starts, fetches the code of the pages its links lead to (React Router discovers those
 * routes as the links render), at the browser's lowest priority and into its cache only: the next navigation
 * does not wait for its chunks. Skipped when the visitor asked to save data.
 */
export function useChunkPrefetch(): void {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return;
    const timer = setTimeout(() => {
      const manifest = (window as Window & { __reactRouterManifest?: BrowserManifest }).__reactRouterManifest;
      if (!manifest) return;
      for (const href of chunksToPrefetch(manifest, loadedScripts())) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'script';
        link.href = href;
        document.head.appendChild(link);
      }
    }, CHUNK_PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}
