import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from './en.json';
import ka from './ka.json';
import ru from './ru.json';
import { translate, type ApiMessageId } from './translate';

/** The argument names a message uses, plurals and selects included. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
  }
  return names;
}

describe('API texts', () => {
  it.each([
    ['ru', ru],
    ['ka', ka],
  ] as const)('%s has every English message, in valid ICU, with the same arguments', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(catalog)) {
      const english = [...argumentsOf(parse(en[id as ApiMessageId]))].sort();
      expect([...argumentsOf(parse(text))].sort(), id).toEqual(english);
    }
  });

  it('gives Russian its three plural forms and Georgian its one', () => {
    const wait = (locale: 'ru' | 'ka' | 'en', seconds: number) =>
      translate(locale, 'api.auth.too-many-attempts', { seconds });
    expect([1, 3, 5, 21].map((n) => wait('ru', n))).toEqual([
      'Слишком много неудачных попыток. Подождите 1 секунду и попробуйте снова.',
      'Слишком много неудачных попыток. Подождите 3 секунды и попробуйте снова.',
      'Слишком много неудачных попыток. Подождите 5 секунд и попробуйте снова.',
      'Слишком много неудачных попыток. Подождите 21 секунду и попробуйте снова.',
    ]);
    expect(wait('en', 1)).toBe('Too many failed attempts. Wait 1 second and try again.');
    expect(wait('en', 2)).toBe('Too many failed attempts. Wait 2 seconds and try again.');
    expect(wait('ka', 5)).toMatch(/დაელოდეთ 5 წამს/);
  });
});
