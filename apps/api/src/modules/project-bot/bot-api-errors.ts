import { GrammyError, HttpError } from 'grammy';

/**
 * A Bot API failure as safe log fields. The error object itself is never logged: the cause of an
 * HttpError (the fetch failure) holds the request URL, and so the bot's token.
 */
export function describeBotApiFailure(error: unknown): Record<string, unknown> {
  if (error instanceof GrammyError)
    return { method: error.method, code: error.error_code, description: error.description };
  if (error instanceof HttpError) return { reason: 'Bot API unreachable' };
  return { reason: error instanceof Error ? error.name : 'unknown' };
}

/** Telegram's answer to a token it does not know (revoked or made up). */
export const isUnknownBot = (error: unknown) =>
  error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404);
