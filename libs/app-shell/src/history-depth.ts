import type { NavigationType } from 'react-router';

/** React Router's navigation type as its plain value ('PUSH', 'REPLACE' or 'POP'). */
export type HistoryMove = `${NavigationType}`;

/** sessionStorage key of the depth of each history entry of this tab, by React Router's location key. */
export const HISTORY_DEPTH_STORAGE_KEY = 'donut-history-depth';
/** Enough for any real visit; older entries are forgotten first. */
const MAX_REMEMBERED = 100;

/**
 * How many in-app entries lie behind an entry. `window.history.length` cannot tell: it counts other sites'
 * pages and the entries ahead. A push is one deeper than where it came from, a replace keeps the depth, a
 * pop (back, forward, reload, the first page) returns to a depth known for that key, or 0 for an entry this
 * app never pushed (the first page of the visit, or one reached by a full page load).
 */
export function nextHistoryDepth(
  type: HistoryMove,
  previousDepth: number,
  knownDepth: number | undefined,
): number {
  if (type === 'PUSH') return previousDepth + 1;
  if (type === 'REPLACE') return previousDepth;
  return knownDepth ?? 0;
}

export interface HistoryDepthTracker {
  /** Records the navigation that led to `key`; the same key twice is one navigation (StrictMode, re-renders). */
  record(type: HistoryMove, key: string): void;
  current(): number;
}

/** Remembers the depths in `storage`, so a reload in the middle of the visit still knows where it stands. */
export function createHistoryDepthTracker(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): HistoryDepthTracker {
  let known: Record<string, number> = {};
  try {
    known = JSON.parse(storage?.getItem(HISTORY_DEPTH_STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    known = {};
  }
  let currentKey: string | null = null;
  let depth = 0;
  return {
    record(type, key) {
      if (key === currentKey) return;
      depth = nextHistoryDepth(type, depth, known[key]);
      currentKey = key;
      // React Router's first entry is always "default": every full page load would share it, so it is not kept.
      if (key === 'default') return;
      delete known[key];
      known[key] = depth;
      const keys = Object.keys(known);
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED))) delete known[old];
      try {
        storage?.setItem(HISTORY_DEPTH_STORAGE_KEY, JSON.stringify(known));
      } catch {
        // Storage full or refused (private mode): the depth in memory still serves this page.
      }
    },
    current: () => depth,
  };
}

let pageTracker: HistoryDepthTracker | null = null;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The tracker of this page (one per document); null on the server. */
export function historyDepthTracker(): HistoryDepthTracker | null {
  if (typeof window === 'undefined') return null;
  pageTracker ??= createHistoryDepthTracker(sessionStorageOrNull());
  return pageTracker;
}
