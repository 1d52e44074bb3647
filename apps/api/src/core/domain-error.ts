import type { MessageDescriptor } from '@donut/validation';
import type { ApiMessageId } from '../i18n/translate';

/**
 * Every expected failure the API reports, for REST and GraphQL alike. Clients branch on these; the
 * transports decide how each is carried (REST: http/domain-error-status.ts; GraphQL: `extensions.code`).
 */
export type DomainErrorCode =
  /** Input that breaks a rule; `fields` says which and why. */
  | 'BAD_USER_INPUT'
  /** A request that cannot be read at all (malformed body, unknown operation). */
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_REFRESH_TOKEN'
  /** A mailed or linked token that is unknown, used or expired. */
  | 'TOKEN_INVALID'
  | 'WRONG_PASSWORD'
  | 'FORBIDDEN'
  | 'EMAIL_NOT_CONFIRMED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'EMAIL_TAKEN'
  | 'ALREADY_CONFIRMED'
  | 'PAYMENT_REQUIRED'
  | 'PLAN_LIMIT_REACHED'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'TOO_MANY_ATTEMPTS'
  | 'NOT_AVAILABLE'
  | 'TELEGRAM_AUTH_FAILED'
  | 'TELEGRAM_ACCOUNT_TAKEN'
  | 'TELEGRAM_ALREADY_CONNECTED'
  | 'TELEGRAM_UNAVAILABLE';

/**
 * An expected failure of a domain operation: a stable code, the id of the message that explains it
 * (written in the caller's language by the transport, never here), the message's values, and for
 * invalid input a message per field. Services throw it; they know nothing of HTTP or GraphQL.
 *
 * @example
 * throw new DomainError('NOT_FOUND', 'api.error.not-found');
 * throw new DomainError('RATE_LIMITED', 'api.auth.rate-limited', { seconds: 30 });
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly messageId: ApiMessageId,
    readonly values: Record<string, string | number> = {},
    readonly fields?: Record<string, MessageDescriptor>,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** Invalid input: the general message plus one message per field. */
export const invalidInput = (fields: Record<string, MessageDescriptor>) =>
  new DomainError('BAD_USER_INPUT', 'api.error.validation', {}, fields);
