import type { Locale } from '@donut/i18n';
import type { LegalDocument } from '../marketing-pages';
import { texts as en } from './content/en';
import { texts as ka } from './content/ka';
import { texts as ru } from './content/ru';
import type { LegalText, LegalTexts } from './legal-text';

/** Server only: the route's loader hands one document in one language to the page, so the browser never downloads all twelve. */
export const LEGAL_TEXTS: Record<Locale, LegalTexts> = { ru, en, ka };

export function legalText(locale: Locale, document: LegalDocument): LegalText {
  return LEGAL_TEXTS[locale][document];
}
