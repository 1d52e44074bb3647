import type { FastifyRequest } from 'fastify';
import type { ResolverContext } from '@donut/graphql';
import { localeFromHeader, timezoneFromHeader } from '../core/request-locale';
import type { Db } from '../db/database';
import type { AuthModule } from '../modules/auth/auth.module';
import type { Principal } from '../modules/auth/authenticator';
import type { FileStorage } from '../modules/files/file-storage';
import type { ContactOrders } from '../modules/contact-orders/contact-orders.service';
import type { LinkBuilder } from '@donut/link-builder';
import type { BillingModule } from '../modules/billing/billing.module';
import type { TelegramBotModule } from '../modules/telegram-bot/telegram-bot.module';
import type { FaqVotes } from '../modules/faq/faq-votes.service';

/** What the resolvers share for the life of the server. */
export interface GraphqlDeps {
  db: Db;
  auth: AuthModule;
  files: FileStorage;
  /** Public URL of a stored upload. */
  uploadUrl: (key: string) => string;
  /** Links into the apps, for notification buttons. */
  links: LinkBuilder;
  /** CreateTelegramConnectLink: the bot's one-time Connect links. */
  telegramBot: TelegramBotModule;
  /** Plans and payments: the payment provider, null when payments are off. */
  billing: BillingModule;
  /** MakeContactOrder: the per-IP allowance, storage and the mail to support. */
  contactOrders: ContactOrders;
  /** RateFaqArticle: the per-IP allowance and one vote per visitor. */
  faqVotes: FaqVotes;
}

export interface GraphqlContext extends ResolverContext, GraphqlDeps {
  /** The signed-in owner from the Bearer token (checked once per request), or null. */
  principal(): Promise<Principal | null>;
  /** The caller's address (behind the production proxy, the client's), for per-IP limits. */
  ip: string;
  /** User-Agent, with the IP the last resort to tell anonymous voters apart. */
  userAgent: string;
  /** X-Visitor-Id as sent (the apps' random id of an anonymous visitor), not yet checked; null when absent. */
  visitorId: string | null;
}

function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/**
 * A request's context: its own fields on an object whose prototype is the server's `deps`, so nothing shared
 * is copied per request (mercurius adds a dozen fields of its own to the same object).
 */
export function buildContext(deps: GraphqlDeps, request: FastifyRequest): GraphqlContext {
  let principal: Promise<Principal | null> | null = null;
  const context = Object.create(deps) as GraphqlContext;
  context.locale = localeFromHeader(request.headers['x-language']);
  context.timezone = timezoneFromHeader(request.headers['x-timezone']);
  context.ip = request.ip;
  context.userAgent = request.headers['user-agent'] ?? '';
  context.visitorId = firstHeader(request.headers['x-visitor-id']);
  context.principal = () => (principal ??= deps.auth.authenticate(request.headers.authorization));
  return context;
}
