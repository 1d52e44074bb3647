import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnySchema, InferType } from 'yup';
import {
  loginSchema,
  mailedTokenSchema,
  passwordReminderSchema,
  passwordResetSchema,
  registrationSchema,
  validateWith,
} from '@donut/validation';
import { isLocale, type Locale } from '@donut/i18n';
import { localeFromHeader } from '../../core/request-locale';
import { perHour, perMinute } from '../../security/route-rate-limits';
import type { ConfirmEmailChange } from './email-change-confirmation';
import type { Authenticator } from './authenticator';
import type { ClientAuth } from './client-auth.service';
import type { SessionsService } from './sessions.service';
import {
  clearSessionCookies,
  refreshTokenOf,
  setSessionCookies,
  type CookieSettings,
} from './session-cookies';
import type { TelegramSignIn } from './telegram-sign-in.service';
import { DomainError, invalidInput } from '../../core/domain-error';

export interface AuthRoutesOptions {
  clientAuth: ClientAuth;
  sessions: SessionsService;
  telegram: TelegramSignIn;
  authenticate: Authenticator;
  /** The same mailed link also confirms a new sign-in address (change_client_email). */
  confirmEmailChange: ConfirmEmailChange;
  cookies: CookieSettings;
  /** Per-IP limits; tests raise them. */
  limits: { register: number; login: number; remind: number; resend: number };
}

function parse<S extends AnySchema>(schema: S, request: FastifyRequest): InferType<S> {
  const result = validateWith(schema, request.body ?? {});
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

const localeOf = (request: FastifyRequest): Locale => localeFromHeader(request.headers['x-language']);
const invalidRefresh = () => new DomainError('INVALID_REFRESH_TOKEN', 'api.auth.invalid-refresh-token');

/** The REST calls of docs/api.md. Every answer is `{ data }` or `{ error }`. */
export async function registerAuthRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { clientAuth, sessions, telegram, authenticate, confirmEmailChange, cookies, limits } = options;

  // Answers carry tokens or say something about an account: no cache, shared or private, may keep one.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/auth/')) reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/register',
    { config: perHour('auth-register', limits.register) },
    async (request, reply) => {
      const input = parse(registrationSchema, request);
      const language = (request.body as { language?: unknown }).language;
      const tokens = await clientAuth.register({
        ...input,
        locale: isLocale(language) ? language : localeOf(request),
      });
      setSessionCookies(reply, tokens, cookies);
      return reply.status(201).send({ data: tokens });
    },
  );

  app.post('/auth/login', { config: perMinute('auth-login', limits.login) }, async (request, reply) => {
    const tokens = await clientAuth.login(parse(loginSchema, request));
    setSessionCookies(reply, tokens, cookies);
    return { data: tokens };
  });

  app.post('/auth/logout', async (request, reply) => {
    const token = refreshTokenOf(request);
    if (token) await sessions.endByRefreshToken(token);
    clearSessionCookies(reply, cookies);
    return { data: { ok: true } };
  });

  app.post('/auth/access-token', async (request) => {
    const token = refreshTokenOf(request);
    const access = token ? await sessions.access(token) : null;
    if (!access) throw invalidRefresh();
    return { data: access };
  });

  app.post('/auth/refresh-token', async (request, reply) => {
    const token = refreshTokenOf(request);
    const tokens = token ? await sessions.refresh(token) : null;
    if (!tokens) {
      clearSessionCookies(reply, cookies);
      throw invalidRefresh();
    }
    setSessionCookies(reply, tokens, cookies);
    return { data: tokens };
  });

  app.post('/auth/telegram', { config: perMinute('auth-telegram', limits.login) }, async (request, reply) => {
    const initData = (request.body as { init_data?: unknown } | undefined)?.init_data;
    const tokens = await telegram.signIn(typeof initData === 'string' ? initData : '');
    setSessionCookies(reply, tokens, cookies);
    return { data: tokens };
  });

  app.post('/auth/email/confirm', async (request) => {
    const { token } = parse(mailedTokenSchema, request);
    // One link shape for both mails: the token's purpose says whether it confirms a new address or a registration.
    if (!(await confirmEmailChange(token, localeOf(request)))) await clientAuth.confirmEmail(token);
    return { data: { ok: true } };
  });

  app.post('/auth/email/resend', { config: perHour('auth-resend', limits.resend) }, async (request) => {
    const principal = await authenticate(request.headers.authorization);
    if (!principal) throw new DomainError('UNAUTHENTICATED', 'api.auth.unauthenticated');
    await clientAuth.resendConfirmation(principal.clientId, localeOf(request));
    return { data: { sent: true } };
  });

  app.post('/auth/password/remind', { config: perHour('auth-remind', limits.remind) }, async (request) => {
    await clientAuth.remindPassword({ ...parse(passwordReminderSchema, request), locale: localeOf(request) });
    return { data: { sent: true } };
  });

  app.post('/auth/password/reset', async (request, reply) => {
    await clientAuth.resetPassword({ ...parse(passwordResetSchema, request), locale: localeOf(request) });
    clearSessionCookies(reply, cookies);
    return { data: { ok: true } };
  });
}
