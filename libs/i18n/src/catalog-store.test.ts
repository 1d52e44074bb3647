import { createCatalogStore, type MessageLoaders } from './catalog-store';

function loaders(texts: Record<'ru' | 'en' | 'ka', Record<string, string>>) {
  const calls: string[] = [];
  const source = Object.fromEntries(
    Object.entries(texts).map(([locale, catalog]) => [
      locale,
      () => {
        calls.push(locale);
        return Promise.resolve({ default: catalog });
      },
    ]),
  ) as MessageLoaders;
  return { source, calls };
}

describe('createCatalogStore', () => {
  it('keeps every locale empty until it is loaded, then holds the merged sources (later ones win)', async () => {
    const lib = loaders({
      ru: { 'a.title': 'Тарифы', 'a.lead': 'Текст' },
      en: { 'a.title': 'Plans' },
      ka: {},
    });
    const app = loaders({ ru: { 'a.title': 'Цены' }, en: {}, ka: {} });
    const store = createCatalogStore([lib.source, app.source]);
    expect(store.catalogs.ru).toEqual({});

    await store.loadCatalog('ru');

    expect(store.catalogs.ru).toEqual({ 'a.title': 'Цены', 'a.lead': 'Текст' });
    expect(store.catalogs.en).toEqual({});
    expect(lib.calls).toEqual(['ru']);
  });

  it('loads a locale once however often it is asked for, and replaces its object when it does', async () => {
    const lib = loaders({ ru: { x: 'икс' }, en: { x: 'ex' }, ka: { x: 'იქსი' } });
    const store = createCatalogStore([lib.source]);
    const before = store.catalogs.en;

    await Promise.all([store.loadCatalog('en'), store.loadCatalog('en')]);
    await store.loadCatalog('en');

    expect(lib.calls).toEqual(['en']);
    expect(store.catalogs.en).not.toBe(before);
  });

  it('loads all three locales', async () => {
    const lib = loaders({ ru: { x: 'икс' }, en: { x: 'ex' }, ka: { x: 'იქსი' } });
    const store = createCatalogStore([lib.source]);
    await store.loadAllCatalogs();
    expect(store.catalogs).toEqual({ ru: { x: 'икс' }, en: { x: 'ex' }, ka: { x: 'იქსი' } });
  });

  it('tries a failed download again on the next call', async () => {
    let attempts = 0;
    const flaky = () =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { x: 'ex' } });
    const store = createCatalogStore([{ ru: flaky, en: flaky, ka: flaky }]);

    await expect(store.loadCatalog('en')).rejects.toThrow('offline');
    await store.loadCatalog('en');

    expect(store.catalogs.en).toEqual({ x: 'ex' });
    expect(attempts).toBe(2);
  });
});
