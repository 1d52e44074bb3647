import { buildRequestHeaders, guessTimezone, lowerCaseHeaders } from './request-headers';

describe('buildRequestHeaders', () => {
  it('sends a Bearer token, the language and the time zone', () => {
    expect(buildRequestHeaders({ accessToken: 'tok', language: 'ka', timezone: 'Asia/Tbilisi' })).toEqual({
      authorization: 'Bearer tok',
      'x-language': 'ka',
      'x-timezone': 'Asia/Tbilisi',
    });
  });

  it.each([null, undefined, ''])('sends no Authorization header for the token %p', (accessToken) => {
    expect(buildRequestHeaders({ accessToken, language: 'en' })).not.toHaveProperty('authorization');
  });

  it('guesses the time zone when none is given', () => {
    // The jest setup pins TZ=UTC, so the guess is deterministic.
    expect(guessTimezone()).toBe('UTC');
    expect(buildRequestHeaders({ language: 'en' })['x-timezone']).toBe('UTC');
  });

  it('keeps extra headers but never lets them replace the computed ones', () => {
    const headers = buildRequestHeaders({
      accessToken: 'mine',
      language: 'en',
      timezone: 'UTC',
      extra: { Cookie: 'locale=en', Authorization: 'Bearer forwarded', 'X-Language': 'de' },
    });
    expect(headers).toEqual({
      cookie: 'locale=en',
      authorization: 'Bearer mine',
      'x-language': 'en',
      'x-timezone': 'UTC',
    });
  });

  it('lower-cases header names', () => {
    expect(lowerCaseHeaders({ 'X-Request-Id': '1' })).toEqual({ 'x-request-id': '1' });
    expect(lowerCaseHeaders(undefined)).toEqual({});
  });
});
