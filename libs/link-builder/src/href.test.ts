import { routeHref, routeMatchPattern, routePath, withLocale } from './href';
import { createLinkBuilder } from './link-builder';
import { devOrigins } from './config';
import { routeConfigPath, routeSegments } from './route-config';
import { appRoutes } from './routes';

describe('routeHref', () => {
  it('builds the path within the app, with the locale prefix', () => {
    expect(routeHref('main', 'home', {}, { locale: 'en' })).toBe('/en/');
    expect(routeHref('main', 'clientProjects', {}, { locale: 'ka' })).toBe('/ka/client/projects');
    expect(routeHref('main', 'rates', {})).toBe('/ru/rates');
    expect(routeHref('client-view', 'home', {}, { locale: 'en' })).toBe('/en/');
  });

  it('fills and encodes params, and refuses a missing one', () => {
    expect(routeHref('main', 'faqArticle', { slug: 'a b' }, { locale: 'en' })).toBe('/en/faq/articles/a%20b');
    expect(routeHref('main', 'legal', { document: 'cookie' }, { locale: 'ka' })).toBe('/ka/about/cookie');
    expect(() => routeHref('main', 'faqCategory', { slug: '' })).toThrow(/slug/);
  });

  it('adds the query in order, without empty values, and the hash', () => {
    expect(
      routeHref('main', 'faqArticles', {}, { locale: 'en', query: { q: 'bot & chat', category: undefined } }),
    ).toBe('/en/faq/articles?q=bot+%26+chat');
    expect(routeHref('main', 'home', {}, { locale: 'ru', query: { error_auth: 403 } })).toBe(
      '/ru/?error_auth=403',
    );
    expect(routeHref('main', 'clientProfile', {}, { locale: 'en', hash: 'profile-login-heading' })).toBe(
      '/en/client/profile#profile-login-heading',
    );
  });

  it('leaves the CRM admin area and the root files without a locale', () => {
    expect(routeHref('crm', 'admin', {}, { locale: 'en', hash: 'services' })).toBe('/admin#services');
    expect(routeHref('crm', 'adminSettings', {}, { locale: 'ka' })).toBe('/admin/settings');
    expect(routeHref('main', 'sitemap', {}, { locale: 'en' })).toBe('/sitemap.xml');
    expect(withLocale('/robots.txt', 'ka')).toBe('/robots.txt');
  });

  it('is the path of links.route without the origin', () => {
    const links = createLinkBuilder(devOrigins());
    const options = {
      locale: 'ka',
      query: { modal: 'modal-auth-login', redirect_to: '/ka/client?a=1' },
      hash: 'top',
    } as const;
    expect(links.route('main', 'faqCategory', { slug: 'start' }, options)).toBe(
      `http://localhost:3001${routeHref('main', 'faqCategory', { slug: 'start' }, options)}`,
    );
  });

  it('types the params after the pattern', () => {
    // @ts-expect-error faqArticle needs its slug
    expect(() => routeHref('main', 'faqArticle', {})).toThrow(/slug/);
    // @ts-expect-error rates takes no params
    routeHref('main', 'rates', { slug: 'x' });
    // @ts-expect-error no such route
    expect(() => routeHref('crm', 'rates', {})).toThrow();
  });
});

describe('routePath', () => {
  it('is the filled pattern without the locale, as the sitemap lists it', () => {
    expect(routePath('main', 'feature', { feature: 'crm' })).toBe('/features/crm');
    expect(routePath('main', 'home', {})).toBe('/');
  });
});

describe('routeMatchPattern', () => {
  it('is the full pattern React Router matches, under the locale for a page', () => {
    expect(routeMatchPattern('main', 'feature')).toBe('/:locale/features/:feature');
    expect(routeMatchPattern('client-view', 'home')).toBe('/:locale');
    expect(routeMatchPattern('crm', 'adminSettings')).toBe('/admin/settings');
  });
});

describe('routeConfigPath', () => {
  it('writes a pattern relative to its parent route, as the route config wants it', () => {
    expect(routeConfigPath(appRoutes.main.rates)).toBe('rates');
    expect(routeConfigPath(appRoutes.main.faqArticle, appRoutes.main.faq)).toBe('articles/:slug');
    expect(routeConfigPath(appRoutes.main.clientRates, appRoutes.main.client)).toBe('about/rates');
    expect(routeConfigPath(routeSegments.locale)).toBe(':locale');
    expect(routeConfigPath(routeSegments.legacyAdmin)).toBe('admin/*');
    expect(routeConfigPath(routeSegments.notFound)).toBe('*');
    // @ts-expect-error an article is not under the cabinet
    routeConfigPath(appRoutes.main.faqArticle, appRoutes.main.client);
  });
});
