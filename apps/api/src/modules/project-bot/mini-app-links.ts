import type { Locale } from '@donut/i18n';
import type { LinkBuilder } from '@donut/link-builder';

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

/**
 * The Mini App: the client view on the project's subdomain, in the given language (the menu button is
 * one for every user of the bot: it opens in the project's language; a greeting's button in the user's).
 */
export function miniAppUrl(
  links: LinkBuilder,
  domain: string,
  options: { page?: MiniAppPage; locale?: Locale } = {},
): string {
  return links.route('client-view', options.page ?? 'home', {}, { project: domain, locale: options.locale });
}
