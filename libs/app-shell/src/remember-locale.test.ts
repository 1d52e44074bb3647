import { sharedCookieDomain } from './remember-locale';

describe('sharedCookieDomain', () => {
  it('uses the main host as the parent domain of every app', () => {
    expect(sharedCookieDomain('donut.ge', 'https://donut.ge')).toBe('donut.ge');
    expect(sharedCookieDomain('salon.donut.test', 'http://donut.test:3001')).toBe('donut.test');
  });

  it('keeps host-only cookies on localhost and foreign hosts', () => {
    expect(sharedCookieDomain('salon.localhost', 'http://localhost:3001')).toBeNull();
    expect(sharedCookieDomain('evil.example', 'https://donut.ge')).toBeNull();
  });
});
