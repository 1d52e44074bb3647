import { createCatalogStore } from '@donut/i18n';
import { createAppIntl } from './app-intl';

const store = createCatalogStore([
  {
    ru: () => Promise.resolve({ default: { 'a.title': 'Тарифы' } }),
    en: () => Promise.resolve({ default: { 'a.title': 'Plans' } }),
    ka: () => Promise.resolve({ default: { 'a.title': 'ტარიფები' } }),
  },
]);

describe('createAppIntl over a catalog store', () => {
  it("formats with a locale's messages once they are loaded, not with the empty catalog it saw first", async () => {
    const { pageTitle } = createAppIntl(store.catalogs);
    expect(pageTitle('ka', 'a.title')).toBe('a.title | Donut');

    await store.loadCatalog('ka');

    expect(pageTitle('ka', 'a.title')).toBe('ტარიფები | Donut');
    expect(pageTitle('ka')).toBe('Donut');
  });

  it('keeps one IntlShape per locale while its catalogs stay the same', async () => {
    await store.loadAllCatalogs();
    const { getIntl } = createAppIntl(store.catalogs);
    expect(getIntl('ru')).toBe(getIntl('ru'));
    expect(getIntl('ru').formatMessage({ id: 'a.title' })).toBe('Тарифы');
  });
});
