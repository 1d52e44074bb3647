import { alternates, isPrivatePath, splitLocalePath } from './public-pages';
import { renderRobots, renderSitemap, staticPublicPaths } from './sitemap';
import { withOpenGraph } from './with-open-graph';

describe('public page addresses', () => {
  it('splits the locale from the path and recognises the private cabinet', () => {
    expect(splitLocalePath('/en/faq/articles/x')).toEqual({ locale: 'en', rest: '/faq/articles/x' });
    expect(splitLocalePath('/ka')).toEqual({ locale: 'ka', rest: '/' });
    expect(splitLocalePath('/ka/')).toEqual({ locale: 'ka', rest: '/' });
    expect(splitLocalePath('/de/faq')).toBeNull();
    expect(isPrivatePath('/client/projects')).toBe(true);
    expect(isPrivatePath('/clients-stories')).toBe(false);
  });

  it('lists the page in every language with ru as x-default', () => {
    expect(alternates('https://donut.ge', '/rates')).toEqual([
      { hrefLang: 'ru', href: 'https://donut.ge/ru/rates' },
      { hrefLang: 'en', href: 'https://donut.ge/en/rates' },
      { hrefLang: 'ka', href: 'https://donut.ge/ka/rates' },
      { hrefLang: 'x-default', href: 'https://donut.ge/ru/rates' },
    ]);
  });
});

describe('sitemap and robots', () => {
  it('has every public page in three languages, each with its alternates, and no cabinet page', () => {
    const xml = renderSitemap('https://donut.ge', [...staticPublicPaths(), '/faq/articles/how-to-start']);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength((staticPublicPaths().length + 1) * 3);
    expect(locs).toContain('https://donut.ge/ka/features/crm');
    expect(locs).toContain('https://donut.ge/en/faq/articles/how-to-start');
    expect(locs.some((loc) => /\/(ru|en|ka)\/client(\/|$)/.test(loc))).toBe(false);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://donut.ge/ru/"/>');
  });

  it('keeps crawlers out of the cabinet and points at the sitemap', () => {
    expect(renderRobots('https://donut.ge')).toContain('Disallow: /*/client');
    expect(renderRobots('https://donut.ge')).toContain('Sitemap: https://donut.ge/sitemap.xml');
  });

  it('adds Open Graph title and description from the page meta', () => {
    expect(
      withOpenGraph([{ title: 'Plans | Donut' }, { name: 'description', content: 'All plans' }]),
    ).toEqual([
      { title: 'Plans | Donut' },
      { name: 'description', content: 'All plans' },
      { property: 'og:title', content: 'Plans | Donut' },
      { property: 'og:description', content: 'All plans' },
    ]);
  });
});
