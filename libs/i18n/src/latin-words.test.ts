import { latinWordsIn } from './latin-words';

describe('latinWordsIn', () => {
  it('finds plan names and other English words, but not brands, link targets or paths', () => {
    expect(
      latinWordsIn(
        '14 дней на тарифе Business: откройте [Тарифы](/ru/client/about/rates) и Telegram-бота.',
        'ru',
      ),
    ).toEqual(['Business']);
    expect(
      latinWordsIn(
        'Start (9 USD в месяц) или Basic, CRM по адресу сайта с /admin в конце, https://donut.ge/ru.',
        'ru',
      ),
    ).toEqual(['Start', 'Basic']);
    expect(latinWordsIn('14 დღე Business ტარიფზე, Donut-ის CRM-ით და 25 GB.', 'ka')).toEqual([
      'Business',
      'GB',
    ]);
  });

  it('allows some words in one language only', () => {
    expect(latinWordsIn('Хранилище 25 GB, подтвердите e-mail, нажмите Caps Lock.', 'ru')).toEqual(['GB']);
    expect(latinWordsIn('დაადასტურეთ e-mail.', 'ka')).toEqual(['e-mail']);
  });

  it('allows Telegram’s „Start“ button in Georgian only, and only in Georgian quotes', () => {
    expect(
      latinWordsIn('Donut-ის ბოტში დააჭირეთ ღილაკს „Start“ (რუსულ ინტერფეისში — „Запустить“).', 'ka'),
    ).toEqual([]);
    expect(latinWordsIn('14 დღე ტარიფზე Start, ღილაკი "Start" ან «Start».', 'ka')).toEqual([
      'Start',
      'Start',
      'Start',
    ]);
    expect(latinWordsIn('Нажмите „Start“ в боте.', 'ru')).toEqual(['Start']);
  });

  it('skips e-mail addresses, host names and handles, and takes the caller’s own examples', () => {
    expect(
      latinWordsIn('Пишите на support@donut.ge или откройте salon.donut.test:4202 — пароль qwerty', 'ru', [
        'qwerty',
      ]),
    ).toEqual([]);
    expect(latinWordsIn('Telegram: @donut_support (t.me/donut_support)', 'ru')).toEqual([]);
    expect(latinWordsIn('Page Not Found: /ru/no-such-page', 'ru')).toEqual(['Page', 'Not', 'Found']);
  });
});
