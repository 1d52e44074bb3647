/** A text in every language the product speaks. */
export interface LocalizedText {
  ru: string;
  en: string;
  ka: string;
}

export interface CountrySeed {
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  name: LocalizedText;
}

export interface CurrencySeed {
  /** ISO 4217 code, upper case. */
  code: string;
  symbol: string;
  name: LocalizedText;
}

export interface TimezoneSeed {
  /** IANA zone identifier, e.g. "Asia/Tbilisi". */
  id: string;
  /** Display label without the offset, e.g. { en: "Tbilisi", ... }; the offset is computed at read time. */
  name: LocalizedText;
}
