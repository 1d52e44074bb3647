import { clientCatalogMiddleware, navigationLocale, serverCatalogsMiddleware } from './catalog-middleware';

function fakeStore() {
  return { loadCatalog: jest.fn(() => Promise.resolve()), loadAllCatalogs: jest.fn(() => Promise.resolve()) };
}

describe('navigationLocale', () => {
  it("takes the locale of the target path, else the page's own", () => {
    expect(navigationLocale('https://donut.test/en/rates', 'ru')).toBe('en');
    expect(navigationLocale('https://demo.donut.test/admin/settings', 'ka')).toBe('ka');
    expect(navigationLocale('https://demo.donut.test/admin', '')).toBe('ru');
  });
});

describe('catalog middleware', () => {
  // The page the browser shows (Node's environment has Request and Response, jsdom's does not).
  beforeEach(() => {
    Object.defineProperty(globalThis, 'document', {
      value: { documentElement: { lang: 'ru' } },
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('loads every locale on the server', async () => {
    const store = fakeStore();
    await serverCatalogsMiddleware(store)();
    expect(store.loadAllCatalogs).toHaveBeenCalledTimes(1);
    expect(store.loadCatalog).not.toHaveBeenCalled();
  });

  it("loads only the navigation's locale in the browser", async () => {
    const store = fakeStore();
    await clientCatalogMiddleware(store)({ request: new Request('https://donut.test/ka/faq') });
    expect(store.loadCatalog).toHaveBeenCalledWith('ka');
    expect(store.loadAllCatalogs).not.toHaveBeenCalled();
  });

  it('sends the browser to the page itself when its locale cannot be downloaded', async () => {
    const store = { ...fakeStore(), loadCatalog: jest.fn(() => Promise.reject(new Error('offline'))) };
    const navigation = clientCatalogMiddleware(store)({
      request: new Request('https://donut.test/en/rates'),
    });
    const response = await navigation.then(
      () => null,
      (thrown: Response) => thrown,
    );
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('https://donut.test/en/rates');
    expect(response?.headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});
