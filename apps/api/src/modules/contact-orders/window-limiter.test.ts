import { createWindowLimiter } from './window-limiter';

describe('createWindowLimiter', () => {
  it('allows max actions per key in the window, then refuses until the oldest leaves it', () => {
    let clock = 0;
    const limiter = createWindowLimiter({ max: 2, windowMs: 1000, now: () => clock });
    expect(limiter.take('a')).toBe(true);
    clock = 400;
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    expect(limiter.take('b')).toBe(true);
    clock = 1000;
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    clock = 1400;
    expect(limiter.take('a')).toBe(true);
  });

  it('does not count refused actions', () => {
    let clock = 0;
    const limiter = createWindowLimiter({ max: 1, windowMs: 1000, now: () => clock });
    expect(limiter.take('a')).toBe(true);
    clock = 900;
    expect(limiter.take('a')).toBe(false);
    clock = 1001;
    expect(limiter.take('a')).toBe(true);
  });

  it('keeps at most maxKeys keys, forgetting the least recent first', () => {
    const clock = 0;
    const limiter = createWindowLimiter({ max: 1, windowMs: 1000, maxKeys: 2, now: () => clock });
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('b')).toBe(true);
    expect(limiter.take('c')).toBe(true);
    // 'a' was forgotten to make room, so it may act again; 'c' is still remembered.
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('c')).toBe(false);
  });
});
