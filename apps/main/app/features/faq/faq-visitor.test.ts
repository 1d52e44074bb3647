import {
  FAQ_VOTES_STORAGE_KEY,
  randomUuid,
  rememberVote,
  storedVote,
  VISITOR_ID_STORAGE_KEY,
  visitorId,
} from './faq-visitor';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => localStorage.clear());

describe('visitorId', () => {
  it('creates a random version 4 UUID once and keeps it', () => {
    const first = visitorId();
    expect(first).toMatch(UUID_V4);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(first);
    expect(visitorId()).toBe(first);
    expect(randomUuid()).not.toBe(randomUuid());
  });

  it('replaces a stored value the API would refuse', () => {
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, 'not-a-uuid');
    const id = visitorId();
    expect(id).toMatch(UUID_V4);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(id);
  });
});

describe('storedVote', () => {
  it('remembers each article’s answer separately', () => {
    expect(storedVote('a')).toBeNull();
    rememberVote('a', true);
    rememberVote('b', false);
    expect(storedVote('a')).toBe(true);
    expect(storedVote('b')).toBe(false);
    rememberVote('a', false);
    expect(storedVote('a')).toBe(false);
  });

  it('ignores a damaged record instead of failing', () => {
    localStorage.setItem(FAQ_VOTES_STORAGE_KEY, '{broken');
    expect(storedVote('a')).toBeNull();
    localStorage.setItem(FAQ_VOTES_STORAGE_KEY, JSON.stringify({ a: 'yes', b: true }));
    expect(storedVote('a')).toBeNull();
    expect(storedVote('b')).toBe(true);
  });
});
