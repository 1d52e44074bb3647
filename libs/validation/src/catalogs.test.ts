import { IntlMessageFormat } from 'intl-messageformat';
import { validationCatalogs } from './catalogs';
import { validationMessages, type MessageValues } from './messages';

const { en, ru, ka } = validationCatalogs;
const descriptors = Object.values(validationMessages);
// Every placeholder any message uses, so each text can be formatted.
const SAMPLE: MessageValues = {
  length: 5,
  items: 'characters',
  size: 5,
  fields: 'password',
  max: 999,
  min: 15,
  places: 2,
};

function format(locale: string, id: string, values: MessageValues = SAMPLE): string {
  return new IntlMessageFormat(validationCatalogs[locale as 'en'][id], locale).format(values) as string;
}

describe('validation catalogs', () => {
  it('hold exactly the same ids in every locale', () => {
    const ids = Object.keys(en).sort();
    expect(Object.keys(ru).sort()).toEqual(ids);
    expect(Object.keys(ka).sort()).toEqual(ids);
  });

  it('hold every descriptor id, and only those', () => {
    expect(descriptors.map((d) => d.id).sort()).toEqual(Object.keys(en).sort());
  });

  it('give each descriptor an id validation.<name> and its English text as default', () => {
    for (const [name, descriptor] of Object.entries(validationMessages)) {
      expect(descriptor.id).toBe(`validation.${name}`);
      expect(en[descriptor.id]).toBe(descriptor.defaultMessage);
    }
  });

  it('translate every text: ru in Cyrillic, ka in Georgian script', () => {
    for (const id of Object.keys(en)) {
      expect(ru[id]).not.toBe(en[id]);
      expect(ka[id]).not.toBe(en[id]);
      expect(ru[id]).toMatch(/[а-яё]/i);
      expect(ka[id]).toMatch(/[\u10D0-\u10FF]/);
    }
  });

  it.each(['en', 'ru', 'ka'])('%s texts are valid ICU and format with their values', (locale) => {
    for (const id of Object.keys(en)) {
      expect(format(locale, id)).not.toMatch(/[{}]/);
    }
  });

  it('keep the texts spec §5 gives', () => {
    expect(format('en', 'validation.required')).toBe('This field is required');
    expect(format('en', 'validation.email')).toBe('Email must contain @ and an email client domain');
    expect(format('en', 'validation.termsNotAccepted')).toBe(
      'You must accept the terms of the user agreement before registration',
    );
    expect(format('ru', 'validation.termsNotAccepted')).toBe(
      'Необходимо принять условия пользовательского соглашения перед регистрацией',
    );
    expect(format('en', 'validation.fieldsMustMatch')).toBe('Passwords must match');
    expect(format('en', 'validation.fileSize', { size: 5 })).toBe('File size should not exceed 5 MB');
    expect(format('en', 'validation.max', { length: 100, items: 'characters' })).toBe(
      'Maximum 100 characters',
    );
    expect(format('en', 'validation.min', { length: 1, items: 'files' })).toBe('Minimum 1 file');
    expect(format('en', 'validation.timeFormat')).toBe('Invalid time format. Use HH:MM format');
    expect(format('en', 'validation.mapPoint')).toBe('You need to select a point on the map');
  });

  it('decline Russian counts with one/few/many forms', () => {
    const max = (length: number, items: string) => format('ru', 'validation.max', { length, items });
    expect(max(1, 'characters')).toBe('Максимум 1 символ');
    expect(max(3, 'characters')).toBe('Максимум 3 символа');
    expect(max(100, 'characters')).toBe('Максимум 100 символов');
    expect(max(21, 'files')).toBe('Максимум 21 файл');
    expect(max(12, 'items')).toBe('Максимум 12 элементов');
    expect(format('ru', 'validation.passwordTooShort', { length: 8 })).toBe(
      'Пароль должен содержать не менее 8 символов',
    );
    expect(format('ru', 'validation.passwordTooLong', { length: 21 })).toBe(
      'Пароль должен содержать не более 21 символа',
    );
  });

  it('use the Georgian singular after numerals', () => {
    expect(format('ka', 'validation.max', { length: 100, items: 'characters' })).toBe('მაქსიმუმ 100 სიმბოლო');
  });
});
