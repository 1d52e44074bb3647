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

/** Where a deep link opens the Mini App: one of its pages, one service's page (issue 16) or one product's (15). */
export type MiniAppTarget =
  { page: MiniAppPage } | { page: 'service'; serviceId: string } | { page: 'product'; productId: string };

/** `service-<id>` or `product-<id>`: a service's or a product's page (t.me/<bot>?start=product-<uuid>). */
const ITEM_PAYLOAD = /^(service|product)-([\da-f-]{36})$/i;

/**
 * What a `/start` payload opens: `service-<id>` a service's page, `product-<id>` a product's, `p_<page>` a page,
 * anything else the home page. The id is only checked for its shape: the page itself says when the item is gone
 * or hidden.
 */
export function targetOfStartPayload(payload: string): MiniAppTarget {
  const [, kind, id] = ITEM_PAYLOAD.exec(payload.trim()) ?? [];
  if (id && isUuid(id))
    return kind.toLowerCase() === 'product'
      ? { page: 'product', productId: id.toLowerCase() }
      : { page: 'service', serviceId: id.toLowerCase() };
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
  if (target.page === 'service')
    return links.route('client-view', 'service', { serviceId: target.serviceId }, address);
  if (target.page === 'product')
    return links.route('client-view', 'product', { productId: target.productId }, address);
  return links.route('client-view', target.page, {}, address);
}
