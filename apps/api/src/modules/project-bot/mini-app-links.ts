import type { Locale } from '@donut/i18n';
import type { LinkBuilder } from '@donut/link-builder';
import { isUuid } from '@donut/validation';

/**
 * The pages of the Mini App a `/start` deep link may open: the payload `p_<page>` names one
 * (t.me/<bot>?start=p_home). Telegram allows 1-64 characters of A-Z, a-z, 0-9, _ and - in a start
 * parameter. Later domains add their pages (products, services, booking) here, each a route of the
 * link table.
 */
const DEEP_LINK_PAGES = {
  home: 'home',
} as const satisfies Record<string, 'home'>;

export type MiniAppPage = (typeof DEEP_LINK_PAGES)[keyof typeof DEEP_LINK_PAGES];

const PAYLOAD = /^p_([a-z][a-z\d_-]{0,61})$/;

/** The page a `/start` payload asks for; anything unknown or malformed opens the home page. */
export function pageOfStartPayload(payload: string): MiniAppPage {
  const page = PAYLOAD.exec(payload.trim())?.[1];
  return page && Object.hasOwn(DEEP_LINK_PAGES, page)
    ? DEEP_LINK_PAGES[page as keyof typeof DEEP_LINK_PAGES]
    : 'home';
}

/** Where a deep link opens the Mini App: one of its pages, or one service's page (issue 16). */
export type MiniAppTarget = { page: MiniAppPage } | { page: 'service'; serviceId: string };

/** `service-<id>`: a service's page (t.me/<bot>?start=service-<uuid>, 44 characters). */
const SERVICE_PAYLOAD = /^service-([\da-f-]{36})$/i;

/**
 * What a `/start` payload opens: `service-<id>` a service's page, `p_<page>` a page, anything else the home
 * page. The id is only checked for its shape: the page itself says when the service is gone or hidden.
 */
export function targetOfStartPayload(payload: string): MiniAppTarget {
  const serviceId = SERVICE_PAYLOAD.exec(payload.trim())?.[1];
  if (serviceId && isUuid(serviceId)) return { page: 'service', serviceId: serviceId.toLowerCase() };
  return { page: pageOfStartPayload(payload) };
}

/**
 * The Mini App: the client view on the project's subdomain, in the given language (the menu button is
 * one for every user of the bot: it opens in the project's language; a greeting's button in the user's).
 */
export function miniAppUrl(
  links: LinkBuilder,
  domain: string,
  options: { target?: MiniAppTarget; locale?: Locale } = {},
): string {
  const address = { project: domain, locale: options.locale };
  const target = options.target ?? { page: 'home' };
  return target.page === 'service'
    ? links.route('client-view', 'service', { serviceId: target.serviceId }, address)
    : links.route('client-view', target.page, {}, address);
}
