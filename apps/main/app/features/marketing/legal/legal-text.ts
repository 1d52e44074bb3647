import type { LegalDocument } from '../marketing-pages';

/** The date the current versions of the documents take effect (shown as "Version of ..."). */
export const LEGAL_VERSION_DATE = '2026-11-21';

/** A table inside a section, e.g. the cookies with their purpose and lifetime. */
export interface LegalTable {
  caption: string;
  head: readonly [string, string, string];
  rows: readonly (readonly [string, string, string])[];
}

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  table?: LegalTable;
}

/**
 * One legal document in one language. Long prose lives in typed content files rather than message catalogs:
 * each locale's file is read as a whole by a translator, and the section structure is checked by a test.
 */
export interface LegalText {
  intro: string;
  sections: readonly LegalSection[];
}

export type LegalTexts = Record<LegalDocument, LegalText>;
