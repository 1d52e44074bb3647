import type { ChangeEvent, FocusEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { isLocale, LOCALE_NATIVE_NAMES } from '@donut/i18n';
import { TextAreaField, TextField } from '@donut/ui';

export interface TranslationFieldsetsProps {
  /** The languages the item may be translated into (the site's others, and any saved before). */
  languages: readonly string[];
  /** Message ids: the group's legend ("In {language}"), the name's and the description's labels. */
  messages: { legend: string; name: string; description: string };
  /** A text field's value and handlers by its form path (`translations.ka.name`). */
  fieldProps: (path: string) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  /** The error shown under a field, by its form path. */
  errorOf: (path: string) => string | undefined;
}

/** A service's or product's name and description in each of the site's other languages, a group a language. */
export function TranslationFieldsets({
  languages,
  messages,
  fieldProps,
  errorOf,
}: TranslationFieldsetsProps) {
  return (
    <>
      {languages.map((language) => (
        <fieldset key={language} className="crm-catalogue-form__group">
          <legend>
            <FormattedMessage
              id={messages.legend}
              values={{ language: isLocale(language) ? LOCALE_NATIVE_NAMES[language] : language }}
            />
          </legend>
          <TextField
            label={<FormattedMessage id={messages.name} />}
            autoComplete="off"
            {...fieldProps(`translations.${language}.name`)}
            error={errorOf(`translations.${language}.name`)}
          />
          <TextAreaField
            label={<FormattedMessage id={messages.description} />}
            rows={3}
            {...fieldProps(`translations.${language}.description`)}
            error={errorOf(`translations.${language}.description`)}
          />
        </fieldset>
      ))}
    </>
  );
}
