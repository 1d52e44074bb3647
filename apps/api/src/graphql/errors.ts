import mercurius from 'mercurius';
import type { Locale } from '@donut/i18n';
import type { MessageDescriptor } from '@donut/validation';
import { formatFields } from '../http/format-message';
import { translate, type ApiMessageId } from '../i18n/translate';
import type { GraphqlContext } from './context';
import type { Principal } from '../modules/auth/authenticator';

export type ApiErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_AVAILABLE'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'WRONG_PASSWORD'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYMENT_REQUIRED'
  | 'PLAN_LIMIT_REACHED'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE';

/** A GraphQL error whose message is in the request language and whose code clients can branch on. */
export function apiError(
  locale: Locale,
  code: ApiErrorCode,
  id: ApiMessageId,
  values?: Record<string, string | number>,
): Error {
  return new mercurius.ErrorWithProps(translate(locale, id, values), { code });
}

/** Invalid input: the general text plus one localized message per field in `extensions.fields`. */
export function fieldsError(locale: Locale, fields: Record<string, MessageDescriptor>): Error {
  return new mercurius.ErrorWithProps(translate(locale, 'api.error.validation'), {
    code: 'BAD_USER_INPUT',
    fields: formatFields(locale, fields),
  });
}

/** The signed-in owner, or an UNAUTHENTICATED error: every owner resolver starts here. */
export async function requireOwner(context: GraphqlContext): Promise<Principal> {
  const principal = await context.principal();
  if (!principal) throw apiError(context.locale, 'UNAUTHENTICATED', 'api.auth.unauthenticated');
  return principal;
}
