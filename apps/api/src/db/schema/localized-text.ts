import { jsonb } from 'drizzle-orm/pg-core';

/** A text in each language of the product; the API answers in the language of X-Language. */
export interface LocalizedText {
  ru: string;
  en: string;
  ka: string;
}

export const localizedText = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
