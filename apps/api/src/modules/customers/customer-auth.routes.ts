import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnySchema, InferType } from 'yup';
import { CUSTOMER_AUTH_PATHS, refreshCookieNames, validateTelegramInitData } from '@donut/auth';
import {
  customerEmailCodeRequestSchema,
  customerEmailCodeSchema,
  validateWith,
  validationMessages,
} from '@donut/validation';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { DomainError, invalidInput } from '../../core/domain-error';
import { localeFromHeader } from '../../core/request-locale';
import { perHour, perMinute } from '../../security/route-rate-limits';
import type { IssuedTokens } from '../auth/sessions.service';
import { clearSessionCookies, setSessionCookies, type CookieSettings } from '../auth/session-cookies';
import { findProjectByDomain, type ProjectRow } from '../projects/projects.service';
import { findProjectBot, type ProjectBotDeps } from '../project-bot/project-bot.service';
import type { BotSignIn } from './bot-sign-in';
import { normalizeEmail } from './customer-contacts';
import { customerOfEmail, customerOfTelegramUser } from './customer-identity';
import type { CustomerSessions } from './customer-sessions';
import type { EmailCodes } from './email-codes';

export interface CustomerAuthRoutesOptions {
  db: Db;
  sessions: CustomerSessions;
  emailCodes: EmailCodes;
  botSignIn: BotSignIn;
  projectBots: ProjectBotDeps;
  cookies: CookieSettings;
  /** Per-IP allowances; tests raise them. */
  limits: { signIn: number; codes: number; poll: number };
}

const names = refreshCookieNames('cv');

function parse<S extends AnySchema>(schema: S, request: FastifyRequest): InferType<S> {
  const result = validateWith(schema, request.body ?? {});
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
const invalidRefresh = () => new DomainError('INVALID_REFRESH_TOKEN', 'api.auth.invalid-refresh-token');
const telegramFailed = () => new DomainError('TELEGRAM_AUTH_FAILED', 'api.auth.telegram-failed');

/**
 * The customers' sign-in calls (docs/api.md "Customers"): the owners' session rules on the `-cv` cookie family.
 * Every call names the site (`domain`); a session works only on its own project's site, so a customer of one
 * project is nobody on another's and a token presented elsewhere is simply "not signed in" there.
 */
export async function registerCustomerAuthRoutes(app: FastifyInstance, options: CustomerAuthRoutesOptions) {
  const { db, sessions, emailCodes, botSignIn, cookies, limits } = options;

  const setCookies = (reply: FastifyReply, tokens: IssuedTokens) =>
    setSessionCookies(reply, tokens, cookies, 'cv');
  const clearCookies = (reply: FastifyReply) => clearSessionCookies(reply, cookies, 'cv');

  async function siteOf(request: FastifyRequest): Promise<ProjectRow> {
    const domain = text(bodyOf(request).domain, 63);
    const project = domain ? await findProjectByDomain(db, domain) : null;
    if (!project) throw new DomainError('NOT_FOUND', 'api.customers.site-not-found');
    return project;
  }

  /** The body's refresh_token (the Mini App keeps it in memory), else the cookie. */
  const refreshTokenOf = (request: FastifyRequest) =>
    text(bodyOf(request).refresh_token, 200) ?? request.cookies[names.token] ?? null;

  /**
   * The request's refresh token as this site sees it: `own` (its session is this project's), `other` (another
   * project's: that site's to keep, left untouched), or `dead` (nobody has it: the account was deleted or the
   * token is forged, so its cookies only cost failed renewals and are cleared).
   */
  async function refreshTokenFor(
    request: FastifyRequest,
    project: ProjectRow,
  ): Promise<{ kind: 'own'; token: string } | { kind: 'other' | 'dead' | 'none' }> {
    const token = refreshTokenOf(request);
    if (!token) return { kind: 'none' };
    const owner = await sessions.projectOfRefreshToken(token);
    if (owner === null) return { kind: 'dead' };
    return owner === project.id ? { kind: 'own', token } : { kind: 'other' };
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/cv/auth/')) reply.header('cache-control', 'no-store');
  });

  app.post(
    CUSTOMER_AUTH_PATHS.telegram,
    { config: perMinute('cv-auth-telegram', limits.signIn) },
    async (request, reply) => {
      const project = await siteOf(request);
      const initData = text(bodyOf(request).init_data, 4096);
      const bot = await findProjectBot(db, project.id);
      if (!bot) throw new DomainError('NOT_AVAILABLE', 'api.customers.bot-not-connected');
      if (!initData) throw telegramFailed();
      // Signed with this project's own bot: init data of another project's Mini App does not verify here.
      const botToken = options.projectBots.cipher.decrypt(bot.tokenEncrypted, bot.telegramBotId);
      const result = await validateTelegramInitData(initData, botToken);
      if (!result.ok) {
        request.log.info({ reason: result.error, projectId: project.id }, 'customer init data refused');
        throw telegramFailed();
      }
      const customer = await customerOfTelegramUser(db, project, result.data.user, 'telegram');
      const tokens = await sessions.start(customer, 'telegram');
      setCookies(reply, tokens);
      return { data: tokens };
    },
  );

  app.post(
    CUSTOMER_AUTH_PATHS.emailCode,
    { config: perHour('cv-auth-email-code', limits.codes) },
    async (request) => {
      const project = await siteOf(request);
      const { email } = parse(customerEmailCodeRequestSchema, request);
      await emailCodes.send(project, normalizeEmail(email), localeFromHeader(request.headers['x-language']));
      return { data: { sent: true } };
    },
  );

  app.post(
    CUSTOMER_AUTH_PATHS.emailVerify,
    { config: perMinute('cv-auth-email-verify', limits.signIn) },
    async (request, reply) => {
      const project = await siteOf(request);
      const input = parse(customerEmailCodeSchema, request);
      const email = normalizeEmail(input.email);
      const signedIn = await sessions.authenticate(request.headers.authorization);
      await emailCodes.verify(project.id, email, input.code);
      const language = localeFromHeader(request.headers['x-language']);
      if (signedIn && signedIn.projectId === project.id) {
        // A signed-in customer proving an address adds it to their record, unless it is someone else's.
        try {
          await db
            .update(customers)
            .set({ email, updatedAt: new Date() })
            .where(and(eq(customers.id, signedIn.customerId), eq(customers.projectId, project.id)));
        } catch (error) {
          if (isUniqueViolation(error)) throw invalidInput({ email: validationMessages.customerEmailTaken });
          throw error;
        }
        return { data: { added: true } };
      }
      const customer = await customerOfEmail(db, project, email, language);
      const tokens = await sessions.start(customer, 'email');
      setCookies(reply, tokens);
      return { data: tokens };
    },
  );

  app.post(
    CUSTOMER_AUTH_PATHS.botStart,
    { config: perMinute('cv-auth-bot-start', limits.signIn) },
    async (request) => ({ data: await botSignIn.start(await siteOf(request)) }),
  );

  app.post(
    CUSTOMER_AUTH_PATHS.botPoll,
    { config: perMinute('cv-auth-bot-poll', limits.poll) },
    async (request, reply) => {
      const project = await siteOf(request);
      const pollToken = text(bodyOf(request).poll_token, 100);
      if (!pollToken) throw new DomainError('TOKEN_INVALID', 'api.customers.bot-sign-in-expired');
      const result = await botSignIn.poll(project, pollToken);
      if (result.status === 'pending') return { data: { status: 'pending' } };
      const tokens = await sessions.start(result.customer, 'bot');
      setCookies(reply, tokens);
      return { data: { status: 'confirmed', ...tokens } };
    },
  );

  app.post(CUSTOMER_AUTH_PATHS.accessToken, async (request, reply) => {
    const found = await refreshTokenFor(request, await siteOf(request));
    const access = found.kind === 'own' ? await sessions.sessions.access(found.token) : null;
    if (!access) {
      if (found.kind === 'dead') clearCookies(reply);
      throw invalidRefresh();
    }
    return { data: access };
  });

  app.post(CUSTOMER_AUTH_PATHS.refreshToken, async (request, reply) => {
    const found = await refreshTokenFor(request, await siteOf(request));
    const tokens = found.kind === 'own' ? await sessions.sessions.refresh(found.token) : null;
    if (!tokens) {
      // Another project's session stays: it is that site's, and this one never had one.
      if (found.kind !== 'other') clearCookies(reply);
      throw invalidRefresh();
    }
    setCookies(reply, tokens);
    return { data: tokens };
  });

  app.post(CUSTOMER_AUTH_PATHS.logout, async (request, reply) => {
    const found = await refreshTokenFor(request, await siteOf(request));
    if (found.kind === 'own') await sessions.sessions.endByRefreshToken(found.token);
    if (found.kind !== 'other') clearCookies(reply);
    return { data: { ok: true } };
  });
}
