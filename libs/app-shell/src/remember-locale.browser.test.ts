/**
 * @jest-environment jsdom
 */
import { rememberLocale } from './remember-locale';

describe('rememberLocale', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    document.cookie = 'donut-locale=; Max-Age=0; Path=/';
  });

  it('writes the donut-locale cookie and the app-language local-storage key', () => {
    rememberLocale('ka');
    expect(document.cookie).toContain('donut-locale=ka');
    expect(window.localStorage.getItem('app-language')).toBe('ka');
    rememberLocale('en');
    expect(window.localStorage.getItem('app-language')).toBe('en');
  });

  it('still sets the cookie when local storage refuses the write', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => rememberLocale('ru')).not.toThrow();
    expect(document.cookie).toContain('donut-locale=ru');
  });
});
