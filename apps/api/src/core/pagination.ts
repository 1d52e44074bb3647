import type { Locale } from '@donut/i18n';
import { DomainError } from './domain-error';

export interface PageArgs {
  limit?: number | null;
  offset?: number | null;
}

export interface Page {
  limit: number;
  offset: number;
}

export const MAX_PAGE_SIZE = 250;
const MAX_OFFSET = 100_000;
export const MAX_SEARCH_LENGTH = 100;

/** Checks limit and offset; bad values are refused in the user's language rather than clamped silently. */
export function toPage(locale: Locale, { limit, offset }: PageArgs, defaultLimit = 50): Page {
  const page = { limit: limit ?? defaultLimit, offset: offset ?? 0 };
  if (page.limit < 1 || page.limit > MAX_PAGE_SIZE) {
    throw new DomainError('BAD_USER_INPUT', 'api.error.limit-out-of-range', { max: MAX_PAGE_SIZE });
  }
  if (page.offset < 0 || page.offset > MAX_OFFSET) {
    throw new DomainError('BAD_USER_INPUT', 'api.error.offset-out-of-range', { max: MAX_OFFSET });
  }
  return page;
}

export function checkSearch(locale: Locale, search: string | null | undefined): string | null {
  const trimmed = search?.trim();
  if (!trimmed) return null;
  if (trimmed.length > MAX_SEARCH_LENGTH) {
    throw new DomainError('BAD_USER_INPUT', 'api.error.search-too-long', { max: MAX_SEARCH_LENGTH });
  }
  return trimmed;
}

export function listMeta(page: Page, count: number, total: number) {
  return { count, total, has_next_page: page.offset + count < total };
}
