import { isLocaleFree, localeRedirectTarget, pathInLocale } from './locale-path';

const at = (path: string) => new URL(path, 'http://donut.test');

describe('localeRedirectTarget', () => {
  it('prefixes the root with the resolved locale', () => {
    expect(localeRedirectTarget(at('/'), {})).toBe('/ru/');
    expect(localeRedirectTarget(at('/'), { cookieLocale: 'ka' })).toBe('/ka/');
    expect(localeRedirectTarget(at('/'), { acceptLanguage: 'en-GB' })).toBe('/en/');
  });

  it('keeps the path, query and hash', () => {
    expect(
      localeRedirectTarget(at('/faq/articles/x?modal=modal-auth-login#top'), { cookieLocale: 'en' }),
    ).toBe('/en/faq/articles/x?modal=modal-auth-login#top');
  });

  it('leaves prefixed paths alone', () => {
    expect(localeRedirectTarget(at('/ka/rates'), { cookieLocale: 'en' })).toBeNull();
  });

  it.each(['/admin', '/admin/orders', '/data/x.json', '/api/graphql', '/assets/app-1.js', '/__manifest'])(
    'skips %s',
    (path) => expect(localeRedirectTarget(at(path), {})).toBeNull(),
  );

  it('matches skip prefixes by whole segment', () => {
    expect(isLocaleFree('/administrator')).toBe(false);
    expect(localeRedirectTarget(at('/assets-guide'), {})).toBe('/ru/assets-guide');
  });
});

describe('pathInLocale', () => {
  it('swaps or adds the locale prefix and keeps the query', () => {
    expect(pathInLocale('/ru/faq/articles/x', '?q=1', 'ka')).toBe('/ka/faq/articles/x?q=1');
    expect(pathInLocale('/en', '', 'ru')).toBe('/ru/');
    expect(pathInLocale('/rates', '', 'en')).toBe('/en/rates');
    expect(pathInLocale('/admin/orders', '?a=1', 'ka')).toBe('/admin/orders?a=1');
  });
});
