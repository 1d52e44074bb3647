/* What a service's and a product's form values share: translations and the texts' conversion to the API's input. */
/** A translation as typed: the name and description in one of the site's other languages. */
export interface TranslationValues {
  name: string;
  description: string;
}

/** A trimmed text, or null when blank. */
export const orNull = (value: string): string | null => value.trim() || null;

/** The number a whole-number field holds, or its text for the schema to refuse; empty is none. */
export function wholeNumber(text: string): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** An empty translation for each of the site's other languages. */
export const emptyTranslations = (languages: readonly string[]): Record<string, TranslationValues> =>
  Object.fromEntries(languages.map((language) => [language, { name: '', description: '' }]));

/**
 * A saved item's translations as the form starts: one per site language, the saved ones kept (a language the site no
 * longer speaks too, so a save does not drop it).
 */
export function translationValues(
  saved: ReadonlyArray<{ language: string; name: string; description?: string | null }>,
  languages: readonly string[],
): Record<string, TranslationValues> {
  return {
    ...emptyTranslations(languages),
    ...Object.fromEntries(
      saved.map((item) => [item.language, { name: item.name, description: item.description ?? '' }]),
    ),
  };
}

/** The translations to send: those with a name or description typed, trimmed, an empty description as null. */
export const toTranslationInputs = (translations: Record<string, TranslationValues>) =>
  Object.entries(translations)
    .filter(([, item]) => item.name.trim() || item.description.trim())
    .map(([language, item]) => ({
      language,
      name: item.name.trim(),
      description: orNull(item.description),
    }));

/**
 * The form's name of a field an input's error names: a translation's (`translations[0].name`, by its place in what was
 * sent) as `translations.<language>.name`; any other as it is.
 */
export function translationFieldOf(
  path: string,
  translations: ReadonlyArray<{ language: string }> | null | undefined,
): string {
  const translation = /^translations\[(\d+)\]\.(\w+)$/.exec(path);
  return translation
    ? `translations.${translations?.[Number(translation[1])]?.language}.${translation[2]}`
    : path;
}
