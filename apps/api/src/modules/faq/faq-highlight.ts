import { escapeHtml } from '../mail/escape-html';

/**
 * ts_headline copies the document as it is (it does not escape HTML), so it marks matches with two
 * private-use characters that no article may contain (the seed checks); the fragment is escaped
 * first and only then are they turned into <mark> tags.
 */
export const HIGHLIGHT_START = '\uE000';
export const HIGHLIGHT_STOP = '\uE001';

/** ts_headline's options: up to two short fragments around the matches. */
export const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** The headline as safe HTML: everything escaped, the matches in <mark>. */
export function highlightHtml(headline: string): string {
  return escapeHtml(headline).replaceAll(HIGHLIGHT_START, '<mark>').replaceAll(HIGHLIGHT_STOP, '</mark>');
}
