import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@donut/i18n';
import type { ResolverContext } from '@donut/graphql';
import type { Db } from '../db/database';
import type { AuthModule } from '../modules/auth/auth.module';
import type { Principal } from '../modules/auth/authenticator';
import type { FileStorage } from '../modules/files/file-storage';
import type { LinkBuilder } from '@donut/link-builder';

/** What the resolvers share for the life of the server. */
export interface GraphqlDeps {
  db: Db;
  auth: AuthModule;
  files: FileStorage;
  /** Public URL of a stored upload. */
  uploadUrl: (key: string) => string;
  /** Links into the apps, for notification buttons. */
  links: LinkBuilder;
}

export interface GraphqlContext extends ResolverContext, GraphqlDeps {
  /** The signed-in owner from the Bearer token (checked once per request), or null. */
  principal(): Promise<Principal | null>;
}

/** X-Language may carry a locale ("ka") or a browser tag ("ka-GE"); anything else answers in ru. */
export function localeFromHeader(value: string | string[] | undefined): Locale {
  const tag = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(tag) ? tag : DEFAULT_LOCALE;
}

/** X-Timezone is used for dates only when it is a zone this runtime knows. */
export function timezoneFromHeader(value: string | string[] | undefined): string | null {
  const zone = Array.isArray(value) ? value[0] : value;
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function buildContext(deps: GraphqlDeps, request: FastifyRequest): GraphqlContext {
  let principal: Promise<Principal | null> | null = null;
  return {
    ...deps,
    locale: localeFromHeader(request.headers['x-language']),
    timezone: timezoneFromHeader(request.headers['x-timezone']),
    principal: () => (principal ??= deps.auth.authenticate(request.headers.authorization)),
  };
}
