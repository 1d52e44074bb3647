import type { ApiMessageId } from '../i18n/translate';
import type { MessageDescriptor } from '@donut/validation';

export type ApiErrorCode =
  | 'VALIDATION'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'TOO_MANY_ATTEMPTS'
  | 'EMAIL_TAKEN'
  | 'INVALID_REFRESH_TOKEN'
  | 'TOKEN_INVALID'
  | 'ALREADY_CONFIRMED'
  | 'RATE_LIMITED'
  | 'TELEGRAM_AUTH_FAILED'
  | 'TELEGRAM_UNAVAILABLE'
  | 'TELEGRAM_ACCOUNT_TAKEN'
  | 'WRONG_PASSWORD'
  | 'NOT_FOUND'
  | 'EMAIL_NOT_CONFIRMED'
  | 'TELEGRAM_ALREADY_CONNECTED';

/**
 * An expected failure of a call: a stable code for clients, an HTTP status, and a message id the
 * answer is written in (the request's language). `fields` carries per-field validation messages.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly messageId: ApiMessageId,
    readonly values: Record<string, string | number> = {},
    readonly fields?: Record<string, MessageDescriptor>,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export const validationError = (fields: Record<string, MessageDescriptor>) =>
  new ApiError(400, 'VALIDATION', 'api.error.validation', {}, fields);
