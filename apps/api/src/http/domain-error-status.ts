import type { DomainErrorCode } from '../core/domain-error';

/** How REST carries each domain error: its HTTP status, and the code REST clients know it by. */
export const REST_ERRORS: Record<DomainErrorCode, { status: number; code?: string }> = {
  // docs/api.md has always called invalid REST input VALIDATION.
  BAD_USER_INPUT: { status: 400, code: 'VALIDATION' },
  BAD_REQUEST: { status: 400 },
  TOKEN_INVALID: { status: 400 },
  UNAUTHENTICATED: { status: 401 },
  INVALID_CREDENTIALS: { status: 401 },
  INVALID_REFRESH_TOKEN: { status: 401 },
  TELEGRAM_AUTH_FAILED: { status: 401 },
  WRONG_PASSWORD: { status: 401 },
  PAYMENT_REQUIRED: { status: 402 },
  FORBIDDEN: { status: 403 },
  EMAIL_NOT_CONFIRMED: { status: 403 },
  TELEGRAM_ACCOUNT_TAKEN: { status: 403 },
  PLAN_LIMIT_REACHED: { status: 403 },
  NOT_FOUND: { status: 404 },
  CONFLICT: { status: 409 },
  EMAIL_TAKEN: { status: 409 },
  ALREADY_CONFIRMED: { status: 409 },
  TELEGRAM_ALREADY_CONNECTED: { status: 409 },
  PAYLOAD_TOO_LARGE: { status: 413 },
  RATE_LIMITED: { status: 429 },
  TOO_MANY_ATTEMPTS: { status: 429 },
  NOT_AVAILABLE: { status: 501 },
  TELEGRAM_UNAVAILABLE: { status: 503 },
};
