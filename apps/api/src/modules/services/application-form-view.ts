import { localizedField, SITE_LANGUAGES, type ApplicationForm } from '@donut/validation';

/**
 * A service's form as the contract's `ApplicationForm` shows it. With `language` (the public catalogue) the
 * questions read in that language where the owner translated them; the answers' values stay the main ones.
 */
export function toApplicationForm(form: ApplicationForm, language?: string) {
  return {
    version: form.version,
    fields: form.fields.map((field) => {
      const localized = language ? localizedField(field, language) : null;
      return {
        id: field.id,
        kind: field.kind,
        required: field.required,
        label: localized?.label ?? field.label,
        options: field.options,
        option_labels: localized?.options ?? field.options,
        translations: SITE_LANGUAGES.filter((code) => field.translations[code]).map((code) => ({
          language: code,
          label: field.translations[code].label,
          options: field.translations[code].options ?? [],
        })),
      };
    }),
  };
}
