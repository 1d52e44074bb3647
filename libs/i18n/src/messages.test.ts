import { documentTitle, intlProviderProps, mergeCatalogs, messagesWithFallback } from './messages';

const catalogs = {
  ru: { 'a.b.title': 'Тарифы' },
  en: { 'a.b.title': 'Plans', 'a.b.only-en': 'Only English' },
  ka: {},
};

describe('messages', () => {
  it('fills missing ids from English', () => {
    expect(messagesWithFallback('ka', catalogs)).toEqual({
      'a.b.title': 'Plans',
      'a.b.only-en': 'Only English',
    });
    expect(messagesWithFallback('ru', catalogs)['a.b.title']).toBe('Тарифы');
  });

  it('merges sources per locale, later sources winning', () => {
    const merged = mergeCatalogs(catalogs, { ru: { 'a.b.title': 'Цены' }, en: {}, ka: { x: 'ყ' } });
    expect(merged.ru['a.b.title']).toBe('Цены');
    expect(merged.ka).toEqual({ x: 'ყ' });
  });

  it('gives IntlProvider ru as the default locale', () => {
    expect(intlProviderProps('en', catalogs)).toMatchObject({ locale: 'en', defaultLocale: 'ru' });
  });

  it('logs what react-intl reports but a missing translation or locale data, which the apps provide for', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { onError } = intlProviderProps('ka', catalogs);
      onError({ code: 'MISSING_TRANSLATION' });
      onError({ code: 'MISSING_DATA' });
      expect(log).not.toHaveBeenCalled();
      onError({ code: 'FORMAT_ERROR' });
      expect(log).toHaveBeenCalledWith({ code: 'FORMAT_ERROR' });
    } finally {
      log.mockRestore();
    }
  });
});

describe('documentTitle', () => {
  it('follows the "{title} | Donut" template', () => {
    expect(documentTitle('Тарифы')).toBe('Тарифы | Donut');
    expect(documentTitle()).toBe('Donut');
    expect(documentTitle('')).toBe('Donut');
  });
});
