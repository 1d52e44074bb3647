import type { Locale } from '@donut/i18n';
import type { LinkBuilder } from '@donut/link-builder';

/**
 * The mailed link that confirms an address (a registration's or a new sign-in address): the main site with the
 * token, which any of its pages spends. It opens no login modal: the modal ends the session it finds (spec §2
 * home middleware), and the owner who opens the link where they are signed in must stay so (issue 13). A signed-in
 * owner moves on from the home page to the cabinet; anyone else is asked to sign in once the address is confirmed,
 * so the link never signs its holder in.
 * @example confirmationLink(links, 'ka', token) // 'http://localhost:3001/ka/?confirm_email=…'
 */
export function confirmationLink(links: LinkBuilder, locale: Locale, token: string): string {
  return links.route('main', 'home', {}, { locale, query: { confirm_email: token } });
}
