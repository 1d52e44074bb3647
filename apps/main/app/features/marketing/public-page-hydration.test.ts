import { publicPageHydration } from './public-page-hydration';

describe('publicPageHydration', () => {
  const timing = (path: string) => publicPageHydration(new URL(path, 'https://donut.test'));

  it('waits for the visitor on a plain page, a search, a filter or a campaign link', () => {
    expect(timing('/en/rates')).toBe('on-intent');
    expect(timing('/en/faq/articles?q=telegram&category=billing')).toBe('on-intent');
    expect(timing('/ru/?utm_source=mail')).toBe('on-intent');
  });

  it('starts at once when the address asks the app to act: a dialog, a confirmation link, an error notice', () => {
    expect(timing('/en/?modal=modal-auth-login')).toBe('on-load');
    expect(timing('/en/?confirm_email=abc')).toBe('on-load');
    expect(timing('/en/?error_auth=1')).toBe('on-load');
  });
});
