import { localeFromAcceptLanguage, localeFromPath, resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('prefers the path over the cookie and the browser', () => {
    expect(resolveLocale({ pathname: '/en/rates', cookieLocale: 'ka', acceptLanguage: 'ru' })).toBe('en');
  });

  it('uses the cookie when the path has no locale', () => {
    expect(resolveLocale({ pathname: '/rates', cookieLocale: 'ka', acceptLanguage: 'en' })).toBe('ka');
  });

  it('ignores an unsupported cookie and falls to the browser language', () => {
    expect(resolveLocale({ pathname: '/rates', cookieLocale: 'de', acceptLanguage: 'en-US,en;q=0.9' })).toBe(
      'en',
    );
  });

  it('puts the owner’s profile language after the path and the cookie, before the browser', () => {
    const sources = { cookieLocale: 'ka', profileLocale: 'ru', acceptLanguage: 'en-US,en;q=0.9' };
    expect(resolveLocale({ ...sources, pathname: '/en/client' })).toBe('en');
    expect(resolveLocale({ ...sources, pathname: '/admin' })).toBe('ka');
    expect(resolveLocale({ ...sources, pathname: '/admin', cookieLocale: null })).toBe('ru');
    expect(resolveLocale({ ...sources, pathname: '/admin', cookieLocale: null, profileLocale: 'de' })).toBe(
      'en',
    );
    expect(resolveLocale({ pathname: '/admin', profileLocale: 'ka' })).toBe('ka');
  });

  it('falls back to ru when nothing is known', () => {
    expect(resolveLocale({ pathname: '/', cookieLocale: null, acceptLanguage: 'de-DE, fr;q=0.8' })).toBe(
      'ru',
    );
    expect(resolveLocale({ pathname: '/' })).toBe('ru');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('honours q-weights and regional tags', () => {
    expect(localeFromAcceptLanguage('en;q=0.5, ka-GE;q=0.8, de')).toBe('ka');
  });

  it('keeps header order between equal weights', () => {
    expect(localeFromAcceptLanguage('en, ru')).toBe('en');
  });

  it('skips languages refused with q=0', () => {
    expect(localeFromAcceptLanguage('ka;q=0, en;q=0.1')).toBe('en');
  });
});

describe('localeFromPath', () => {
  it('reads only a whole first segment', () => {
    expect(localeFromPath('/ka')).toBe('ka');
    expect(localeFromPath('/kate/x')).toBeNull();
    expect(localeFromPath('/')).toBeNull();
  });
});
