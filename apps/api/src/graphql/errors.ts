import mercurius from 'mercurius';
import type { Locale } from '@donut/i18n';
import { translate, type ApiMessageId } from '../i18n/translate';

export type ApiErrorCode = 'BAD_USER_INPUT' | 'NOT_AVAILABLE' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

/** A GraphQL error whose message is in the request language and whose code clients can branch on. */
export function apiError(
  locale: Locale,
  code: ApiErrorCode,
  id: ApiMessageId,
  values?: Record<string, string | number>,
): Error {
  return new mercurius.ErrorWithProps(translate(locale, id, values), { code });
}
