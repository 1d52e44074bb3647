import { ApolloLink } from '@apollo/client';
import { GetRateListDocument } from '../generated/operations';
import { createHeadersLink } from './headers-link';
import { recordingLink, runOperation } from './testing/recording-link';

const ok = { result: { data: { rate_list: [] } } };

async function sentHeaders(headersLink: ApolloLink, context?: Record<string, unknown>) {
  const { link, calls } = recordingLink([ok]);
  await runOperation(ApolloLink.from([headersLink, link]), GetRateListDocument, {}, context);
  expect(calls).toHaveLength(1);
  return calls[0].headers;
}

describe('createHeadersLink', () => {
  it('sends a Bearer token, X-Language and X-Timezone', async () => {
    const headers = await sentHeaders(
      createHeadersLink({
        getAccessToken: () => 'tok-1',
        getLanguage: () => 'ka',
        getTimezone: () => 'Asia/Tbilisi',
      }),
    );
    expect(headers).toEqual({
      authorization: 'Bearer tok-1',
      'x-language': 'ka',
      'x-timezone': 'Asia/Tbilisi',
    });
  });

  it('awaits an async token getter', async () => {
    const headers = await sentHeaders(
      createHeadersLink({ getAccessToken: async () => 'async-tok', getLanguage: () => 'en' }),
    );
    expect(headers.authorization).toBe('Bearer async-tok');
  });

  it.each([
    ['no getter', undefined],
    ['a null token', () => null],
    ['an empty token', () => ''],
  ])('sends no Authorization with %s', async (_label, getAccessToken) => {
    const headers = await sentHeaders(createHeadersLink({ getAccessToken, getLanguage: () => 'en' }));
    expect(headers).not.toHaveProperty('authorization');
    expect(headers['x-language']).toBe('en');
  });

  it('defaults X-Timezone to the guessed time zone', async () => {
    const headers = await sentHeaders(
      createHeadersLink({ getLanguage: () => 'en', getTimezone: () => undefined }),
    );
    expect(headers['x-timezone']).toBe('UTC'); // jest setup pins TZ=UTC
  });

  it('reads the getters on every request, not once', async () => {
    let token = 'first';
    const headersLink = createHeadersLink({ getAccessToken: () => token, getLanguage: () => 'en' });
    expect((await sentHeaders(headersLink)).authorization).toBe('Bearer first');
    token = 'second';
    expect((await sentHeaders(headersLink)).authorization).toBe('Bearer second');
  });

  it('adds extra headers and keeps headers set on the operation context', async () => {
    const headers = await sentHeaders(
      createHeadersLink({ getLanguage: () => 'en', headers: { Cookie: 'locale=en' } }),
      { headers: { 'X-Request-Id': 'r-1' } },
    );
    expect(headers).toMatchObject({ cookie: 'locale=en', 'x-request-id': 'r-1', 'x-language': 'en' });
  });

  it('lets a header set on the operation context override a default', async () => {
    const headers = await sentHeaders(createHeadersLink({ getLanguage: () => 'en' }), {
      headers: { 'X-Language': 'de' },
    });
    expect(headers['x-language']).toBe('de');
  });
});
