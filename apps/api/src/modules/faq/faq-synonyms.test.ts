import { FAQ_SEARCH_SYNONYMS, withFaqSynonyms } from './faq-synonyms';
import { shippedFaqSeed } from './seed-data';

describe('withFaqSynonyms', () => {
  it('rewrites Telegram typed in Cyrillic, inflected, misspelled or abbreviated', () => {
    for (const typed of [
      'телеграм',
      'Телеграм',
      'ТЕЛЕГРАМ',
      'телеграмм',
      'телеграме',
      'телеграмом',
      'телеграма',
      'телеграмму',
      'тг',
      'ТГ',
      'telegramm',
      'telgram',
    ]) {
      expect(withFaqSynonyms(typed), typed).toBe('Telegram');
    }
  });

  it('rewrites Telegram typed in Georgian script, in its cases and with postpositions', () => {
    for (const typed of [
      'ტელეგრამი',
      'ტელეგრამ',
      'ტელეგრამში',
      'ტელეგრამზე',
      'ტელეგრამის',
      'ტელეგრამით',
      'ტელეგრამიდან',
      'ტელეგრამისთვის',
      'თელეგრამი',
    ]) {
      expect(withFaqSynonyms(typed), typed).toBe('Telegram');
    }
  });

  it('rewrites Donut and CRM typed another way', () => {
    for (const typed of [
      'донат',
      'Донат',
      'донут',
      'донута',
      'донатом',
      'доунат',
      'donat',
      'donuts',
      'დონატი',
      'დონატში',
      'დონათი',
    ]) {
      expect(withFaqSynonyms(typed), typed).toBe('Donut');
    }
    expect(withFaqSynonyms('срм')).toBe('CRM');
    expect(withFaqSynonyms('ЦРМ')).toBe('CRM');
  });

  it('keeps the web-search syntax and every other word as typed', () => {
    expect(withFaqSynonyms('"бот в телеграме" -донат or срм')).toBe('"бот в Telegram" -Donut or CRM');
    expect(withFaqSynonyms('Подключить  ТЕЛЕГРАМ?')).toBe('Подключить  Telegram?');
    expect(withFaqSynonyms('тг-бот')).toBe('Telegram-бот');
    expect(withFaqSynonyms('ტელეგრამის ბოტი OR ტარიფი')).toBe('Telegram ბოტი OR ტარიფი');
  });

  it('leaves words that only look alike', () => {
    for (const word of [
      'телеграф',
      'телевизор',
      'грамм',
      'тгк',
      'донести',
      'доната1',
      'ტელევიზორი',
      'Telegram',
      'Donut',
      'CRM',
      'telegram-бот',
    ]) {
      expect(withFaqSynonyms(word), word).toBe(word);
    }
  });

  it('lists only brands the Russian and Georgian articles name', () => {
    const texts = shippedFaqSeed.articles.flatMap((article) =>
      [article.title, article.summary, article.body].flatMap((text) => (text ? [text.ru, text.ka] : [])),
    );
    for (const { brand } of FAQ_SEARCH_SYNONYMS) {
      expect(
        texts.some((text) => text.includes(brand)),
        brand,
      ).toBe(true);
    }
  });
});
