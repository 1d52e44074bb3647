import { apiOriginsFromEnv, devOrigins, originsFromEnv, projectFromHost } from './config';
import { createLinkBuilder, ExternalUrlError } from './link-builder';
import { withLocale } from './href';
import { adminLocaleEntry, adminProjectRedirectTarget } from './admin-redirect';

const links = createLinkBuilder(devOrigins());

describe('link-builder', () => {
  it('uses the dev ports 3001/3002/3003', () => {
    expect(links.route('main', 'rates', {})).toBe('http://localhost:3001/ru/rates');
    expect(links.route('crm', 'admin', {})).toBe('http://localhost:3002/admin');
    expect(links.route('client-view', 'home', {}, { locale: 'ka' })).toBe('http://localhost:3003/ka/');
  });

  it('adds the locale prefix only when missing', () => {
    expect(links.path('main', '/en/faq', { locale: 'ka' })).toBe('http://localhost:3001/en/faq');
    expect(links.path('main', '/faq', { locale: 'ka' })).toBe('http://localhost:3001/ka/faq');
    expect(withLocale('/admin/orders', 'en')).toBe('/admin/orders');
  });

  it('fills and encodes params', () => {
    expect(links.route('main', 'faqArticle', { slug: 'a b' }, { locale: 'en' })).toBe(
      'http://localhost:3001/en/faq/articles/a%20b',
    );
    expect(() => links.route('main', 'faqArticle', { slug: '' })).toThrow(/slug/);
  });

  it('puts a project on its subdomain', () => {
    expect(links.route('crm', 'adminSettings', {}, { project: 'salon-1' })).toBe(
      'http://salon-1.localhost:3002/admin/settings',
    );
    expect(() => links.path('crm', '/admin', { project: 'evil.com/x' })).toThrow(/subdomain/);
  });

  it('gives a link into the CRM’s admin area the named locale, which it has no prefix for (issue 13)', () => {
    expect(links.route('crm', 'admin', {}, { project: 'salon', locale: 'ka' })).toBe(
      'http://salon.localhost:3002/ka/admin',
    );
    expect(links.route('crm', 'adminSettings', {}, { project: 'salon', locale: 'en', hash: 'x' })).toBe(
      'http://salon.localhost:3002/en/admin/settings#x',
    );
    expect(links.path('crm', '/admin?tab=1', { locale: 'ru' })).toBe('http://localhost:3002/ru/admin?tab=1');
    // Other locale-free paths stay bare, and a link that names no locale is left as it was.
    expect(links.path('main', '/assets/app.js', { locale: 'ka' })).toBe(
      'http://localhost:3001/assets/app.js',
    );
    expect(links.path('crm', '/administrator', { locale: 'ka' })).toBe(
      'http://localhost:3002/ka/administrator',
    );
    expect(links.route('crm', 'admin', {}, { project: 'salon' })).toBe('http://salon.localhost:3002/admin');
  });

  it('adds the query and hash', () => {
    expect(
      links.route(
        'main',
        'home',
        {},
        { locale: 'en', query: { modal: 'modal-auth-login', skip: undefined }, hash: 'x' },
      ),
    ).toBe('http://localhost:3001/en/?modal=modal-auth-login#x');
  });

  it('refuses protocol-bearing URLs unless asked for an external link', () => {
    expect(() => links.path('main', 'https://evil.example/')).toThrow(ExternalUrlError);
    expect(() => links.path('main', '//evil.example/')).toThrow(ExternalUrlError);
    expect(() => links.path('main', 'javascript:alert(1)')).toThrow(ExternalUrlError);
    expect(links.path('main', 'https://t.me/donut', { external: true })).toBe('https://t.me/donut');
  });

  it('reads production origins from configuration', () => {
    const prod = createLinkBuilder(
      originsFromEnv({
        MAIN_ORIGIN: 'https://donut.ge/',
        CRM_ORIGIN: 'https://donut.ge',
        CLIENT_VIEW_ORIGIN: 'https://donut.ge',
      }),
    );
    expect(prod.route('crm', 'admin', {}, { project: 'barber' })).toBe('https://barber.donut.ge/admin');
    expect(originsFromEnv({ PUBLIC_DOMAIN: 'donut.test' }).crm).toBe('http://donut.test:3002');
  });
});

describe('adminProjectRedirectTarget', () => {
  const at = (path: string) => new URL(path, 'http://donut.test:3001');

  it('moves /{locale}/admin/... to the project subdomain without the project parameter', () => {
    expect(adminProjectRedirectTarget(at('/ru/admin/orders?project=salon&tab=new'), links)).toBe(
      'http://salon.localhost:3002/admin/orders?tab=new',
    );
    expect(adminProjectRedirectTarget(at('/en/admin?project=salon'), links)).toBe(
      'http://salon.localhost:3002/admin',
    );
  });

  it('ignores other paths and invalid projects', () => {
    expect(adminProjectRedirectTarget(at('/ru/admin/orders'), links)).toBeNull();
    expect(adminProjectRedirectTarget(at('/ru/rates?project=salon'), links)).toBeNull();
    expect(adminProjectRedirectTarget(at('/ru/admin?project=a.b'), links)).toBeNull();
  });
});

describe('adminLocaleEntry', () => {
  const at = (path: string) => new URL(path, 'http://salon.donut.test:3002');

  it('reads the locale of a link into the admin area and the bare path it moves to', () => {
    expect(adminLocaleEntry(at('/ka/admin/settings?tab=1#x'))).toEqual({
      locale: 'ka',
      target: '/admin/settings?tab=1#x',
    });
    expect(adminLocaleEntry(at('/ru/admin'))).toEqual({ locale: 'ru', target: '/admin' });
  });

  it('leaves the legacy project links, other paths and bare admin paths alone', () => {
    expect(adminLocaleEntry(at('/ru/admin?project=salon'))).toBeNull();
    expect(adminLocaleEntry(at('/ru/administrator'))).toBeNull();
    expect(adminLocaleEntry(at('/ru/rates'))).toBeNull();
    expect(adminLocaleEntry(at('/admin'))).toBeNull();
  });
});

describe('apiOriginsFromEnv', () => {
  it('lets the server renderer use an internal address', () => {
    expect(apiOriginsFromEnv({})).toEqual({
      browser: 'http://localhost:3000',
      server: 'http://localhost:3000',
    });
    expect(
      apiOriginsFromEnv({ PUBLIC_API_URL: 'https://api.donut.ge/', API_URL: 'http://10.0.0.5:3000' }),
    ).toEqual({
      browser: 'https://api.donut.ge',
      server: 'http://10.0.0.5:3000',
    });
  });

  it('derives the API from PUBLIC_DOMAIN like the apps, so one setting names every address', () => {
    const env = { PUBLIC_DOMAIN: 'donut.test', PUBLIC_SCHEME: 'https', API_PORT: '4100' };
    expect(apiOriginsFromEnv(env).browser).toBe('https://donut.test:4100');
    expect(originsFromEnv(env).main).toBe('https://donut.test:3001');
    expect(apiOriginsFromEnv({ PUBLIC_DOMAIN: 'donut.test' }).browser).toBe('http://donut.test:3000');
  });
});

describe('projectFromHost', () => {
  it('reads the project subdomain of an app origin', () => {
    expect(projectFromHost('salon.localhost', 'http://localhost:3002')).toBe('salon');
    expect(projectFromHost('salon.donut.ge', 'https://donut.ge')).toBe('salon');
    expect(projectFromHost('localhost', 'http://localhost:3002')).toBeNull();
    expect(projectFromHost('a.b.donut.ge', 'https://donut.ge')).toBeNull();
    expect(projectFromHost('salon.evil.ge', 'https://donut.ge')).toBeNull();
  });
});
