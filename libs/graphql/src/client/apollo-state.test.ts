import { runInNewContext } from 'node:vm';
import { APOLLO_STATE_KEY, readApolloState, serializeApolloState } from './apollo-state';

const hostile = {
  'Rate:1': {
    __typename: 'Rate',
    name: '</script><script>alert("x")</script>',
    description: 'a & b <!-- c -->',
  },
  ROOT_QUERY: { note: 'line\u2028separator\u2029paragraph' },
};

describe('serializeApolloState', () => {
  it('escapes characters that could break out of an inline script', () => {
    const serialized = serializeApolloState(hostile);
    expect(serialized).not.toMatch(/[<>&\u2028\u2029]/);
    expect(serialized).toContain('\\u003c/script\\u003e');
    expect(serialized).toContain('a \\u0026 b');
    expect(serialized).toContain('line\\u2028separator\\u2029paragraph');
  });

  it('evaluates, as an inline script would, to the original state', () => {
    const window: Record<string, unknown> = {};
    runInNewContext(`window.${APOLLO_STATE_KEY} = ${serializeApolloState(hostile)};`, { window });
    expect(window[APOLLO_STATE_KEY]).toEqual(hostile);
    expect(readApolloState(window)).toEqual(hostile);
  });

  it('serializes undefined as null', () => {
    expect(serializeApolloState(undefined)).toBe('null');
  });
});

describe('readApolloState', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[APOLLO_STATE_KEY];
  });

  it('uses the __APOLLO_STATE__ global', () => {
    expect(APOLLO_STATE_KEY).toBe('__APOLLO_STATE__');
    (globalThis as Record<string, unknown>).__APOLLO_STATE__ = { ROOT_QUERY: {} };
    expect(readApolloState()).toEqual({ ROOT_QUERY: {} });
  });

  it('returns undefined when the server embedded no state', () => {
    expect(readApolloState()).toBeUndefined();
    expect(readApolloState({})).toBeUndefined();
  });
});
