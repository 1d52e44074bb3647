import { createHistoryDepthTracker, HISTORY_DEPTH_STORAGE_KEY, nextHistoryDepth } from './history-depth';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('nextHistoryDepth', () => {
  it.each([
    ['PUSH', 2, undefined, 3],
    ['REPLACE', 2, undefined, 2],
    ['POP', 3, 1, 1],
    ['POP', 3, undefined, 0],
  ] as const)('%s from depth %s (known %s) gives %s', (type, previous, known, expected) => {
    expect(nextHistoryDepth(type, previous, known)).toBe(expected);
  });
});

describe('createHistoryDepthTracker', () => {
  it('counts pushes, keeps replaces and returns to the depth of an entry on back', () => {
    const tracker = createHistoryDepthTracker(memoryStorage());
    tracker.record('POP', 'default');
    expect(tracker.current()).toBe(0);
    tracker.record('PUSH', 'a');
    tracker.record('PUSH', 'b');
    expect(tracker.current()).toBe(2);
    tracker.record('REPLACE', 'c');
    expect(tracker.current()).toBe(2);
    tracker.record('POP', 'a');
    expect(tracker.current()).toBe(1);
    tracker.record('POP', 'default');
    expect(tracker.current()).toBe(0);
  });

  it('counts a key seen twice in a row once (StrictMode runs effects twice)', () => {
    const tracker = createHistoryDepthTracker(memoryStorage());
    tracker.record('PUSH', 'a');
    tracker.record('PUSH', 'a');
    expect(tracker.current()).toBe(1);
  });

  it('knows the depth after a reload from what the tab stored', () => {
    const storage = memoryStorage();
    const before = createHistoryDepthTracker(storage);
    before.record('PUSH', 'a');
    before.record('PUSH', 'b');
    const afterReload = createHistoryDepthTracker(storage);
    afterReload.record('POP', 'b');
    expect(afterReload.current()).toBe(2);
  });

  it('treats a full page load (the "default" key again) as the start of the visit', () => {
    const storage = memoryStorage();
    const before = createHistoryDepthTracker(storage);
    before.record('PUSH', 'a');
    const next = createHistoryDepthTracker(storage);
    next.record('POP', 'default');
    expect(next.current()).toBe(0);
    expect(JSON.parse(storage.items.get(HISTORY_DEPTH_STORAGE_KEY) as string)).toEqual({ a: 1 });
  });

  it('survives broken or missing storage', () => {
    const storage = memoryStorage();
    storage.items.set(HISTORY_DEPTH_STORAGE_KEY, '{not json');
    const tracker = createHistoryDepthTracker(storage);
    tracker.record('PUSH', 'a');
    expect(tracker.current()).toBe(1);
    const noStorage = createHistoryDepthTracker(null);
    noStorage.record('PUSH', 'a');
    expect(noStorage.current()).toBe(1);
  });

  it('remembers a bounded number of entries', () => {
    const storage = memoryStorage();
    const tracker = createHistoryDepthTracker(storage);
    for (let i = 0; i < 150; i += 1) tracker.record('PUSH', `k${i}`);
    const stored = JSON.parse(storage.items.get(HISTORY_DEPTH_STORAGE_KEY) as string);
    expect(Object.keys(stored)).toHaveLength(100);
    expect(stored.k149).toBe(150);
    expect(stored.k0).toBeUndefined();
  });
});
