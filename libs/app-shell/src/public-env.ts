import { apiOriginsFromEnv, createLinkBuilder, originsFromEnv, type AppOrigins } from '@donut/link-builder';

/** Settings the browser may see; rendered into the page, so never a secret. */
export interface PublicEnv {
  apiUrl: string;
  origins: AppOrigins;
  /** Username of the Donut bot whose Mini App links Telegram to an account; null when not set up. */
  telegramBot: string | null;
  /** SUPPORT_EMAIL, the address the API mails contact-form questions to; the contacts page shows it. */
  supportEmail: string;
}

/** The API's default for SUPPORT_EMAIL (apps/api/src/config.ts), so both name the same mailbox when it is unset. */
export const DEFAULT_SUPPORT_EMAIL = 'support@donut.local';

const WINDOW_KEY = '__DONUT_ENV__';

/** Server: read from the environment at request time, so one build serves every deployment. */
export function readPublicEnv(env: Record<string, string | undefined> = process.env): PublicEnv {
  const telegramBot = /^\w{5,32}$/.test(env.TELEGRAM_BOT_USERNAME ?? '')
    ? (env.TELEGRAM_BOT_USERNAME as string)
    : null;
  // The API refuses a malformed SUPPORT_EMAIL at start; a plain address only, so it is safe in a mailto: link.
  const supportEmail = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(env.SUPPORT_EMAIL ?? '')
    ? (env.SUPPORT_EMAIL as string)
    : DEFAULT_SUPPORT_EMAIL;
  return {
    apiUrl: apiOriginsFromEnv(env).browser,
    origins: originsFromEnv(env),
    telegramBot,
    supportEmail,
  };
}

export function publicEnvScript(env: PublicEnv): string {
  return `window.${WINDOW_KEY}=${JSON.stringify(env).replace(/</g, '\\u003c')}`;
}

/** Browser: the settings rendered by the server (development defaults when a page has none, e.g. in unit tests). */
export function browserPublicEnv(): PublicEnv {
  return (window as unknown as Record<string, PublicEnv | undefined>)[WINDOW_KEY] ?? readPublicEnv({});
}

export function publicEnv(): PublicEnv {
  return typeof window === 'undefined' ? readPublicEnv() : browserPublicEnv();
}

/** Links between the apps, with the origins of this deployment. */
export const links = () => createLinkBuilder(publicEnv().origins);
