import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Finding } from './finding';
import { pluralsOf } from './icu-text';

/**
 * Plural forms as CLDR gives them for the locale: Russian counts need one, few, many and other ("1 услуга",
 * "2 услуги", "5 услуг", "1,5 услуги"), English and Georgian one and other. A form the locale does not have
 * is dead text, and a missing one prints the wrong form (or `other`) for some numbers.
 */
export function pluralFindings(elements: readonly MessageFormatElement[], locale: string): Finding[] {
  return pluralsOf(elements).flatMap(({ name, ordinal, keys }) => {
    const type = ordinal ? 'ordinal' : 'cardinal';
    const required: string[] = new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
    const forms = keys.filter((key) => !key.startsWith('='));
    const missing = required.filter((category) => !forms.includes(category));
    const unknown = forms.filter((form) => !required.includes(form));
    const kind = ordinal ? 'selectordinal' : 'plural';
    return [
      ...(missing.length
        ? [
            {
              rule: 'plural-forms',
              excerpt: `{${name}, ${kind}, ${keys.join(' ')}}`,
              hint: `add ${missing.join(', ')}`,
            },
          ]
        : []),
      ...(unknown.length
        ? [
            {
              rule: 'plural-forms',
              excerpt: `{${name}, ${kind}, ${keys.join(' ')}}`,
              hint: `${locale} has no ${unknown.join(', ')} form: it needs ${required.join(', ')}`,
            },
          ]
        : []),
    ];
  });
}
