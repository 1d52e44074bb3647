/** Spec §4 "Build refresh" and §9: how often open pages look for a new build, and the reload guard. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/** A focus sooner than this after the last check does not check again. */
export const BUILD_FOCUS_CHECK_SPACING_MS = 60_000;
export const RELOAD_GUARD_MS = 10_000;
/** Written into each app's client output by tools/scripts/build-descriptor-plugin.mjs. */
export const BUILD_DESCRIPTOR_PATH = '/build.json';
export const RELOAD_GUARD_STORAGE_KEY = 'donut.build-reloads';

// Defined by the build-descriptor Vite plugin in builds; absent in the dev server and in unit tests.
declare const __DONUT_BUILD_ID__: string | undefined;

/** The id of the build this page runs, or null where there is none to compare (dev server, tests). */
export function currentBuildId(): string | null {
  return typeof __DONUT_BUILD_ID__ === 'string' && __DONUT_BUILD_ID__ ? __DONUT_BUILD_ID__ : null;
}

/** The timestamp query gets past any cache between the page and the static file. */
export function buildDescriptorUrl(now: number): string {
  return `${BUILD_DESCRIPTOR_PATH}?t=${now}`;
}

/** The latest build's id, or null when it cannot be told (offline, no descriptor, garbage). */
export async function fetchLatestBuildId(fetchFn: typeof fetch, now: number): Promise<string | null> {
  try {
    const response = await fetchFn(buildDescriptorUrl(now), {
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const descriptor: unknown = await response.json();
    const id = (descriptor as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : null;
  } catch {
    return null;
  }
}

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** Whether an error means a code chunk of this build is gone from the server (typically: a newer build replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

function readGuard(storage: Storage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Reload guard (spec §9: one per path per 10 s): records a reload of the path and says yes, unless the
 * path was reloaded less than 10 s ago — so a build that keeps failing cannot loop the page.
 */
export function claimReload(path: string, storage: Storage | null, now: number): boolean {
  if (!storage) return true;
  const recent = Object.fromEntries(
    Object.entries(readGuard(storage)).filter(
      ([, at]) => typeof at === 'number' && now - at < RELOAD_GUARD_MS,
    ),
  );
  if (path in recent) return false;
  recent[path] = now;
  try {
    storage.setItem(RELOAD_GUARD_STORAGE_KEY, JSON.stringify(recent));
  } catch {
    // Storage full or blocked: reload anyway, the 10 s guard is a safety net, not the feature.
  }
  return true;
}

export interface BuildWatcher {
  /** Compares the latest build with this page's; true once a new build has been seen. */
  check(): Promise<boolean>;
  /** A chunk failed to load, or a new build was found: the next navigation loads the page anew. */
  markReloadPending(): void;
  isReloadPending(): boolean;
  /** When the last check began (0 before the first). */
  lastCheckAt(): number;
}

export function createBuildWatcher(options: {
  currentId: string | null;
  fetch: typeof fetch;
  now?: () => number;
}): BuildWatcher {
  const now = options.now ?? Date.now;
  let pending = false;
  let checkedAt = 0;
  return {
    async check() {
      if (pending || !options.currentId) return pending;
      checkedAt = now();
      const latest = await fetchLatestBuildId(options.fetch, checkedAt);
      if (latest && latest !== options.currentId) pending = true;
      return pending;
    },
    markReloadPending() {
      pending = true;
    },
    isReloadPending: () => pending,
    lastCheckAt: () => checkedAt,
  };
}
