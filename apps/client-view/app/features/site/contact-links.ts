import type { SiteContactsFieldsFragment } from '@donut/graphql';

/** One way to reach the business, as a link a visitor's device opens (a call, a mail, a messenger). */
export interface ContactLink {
  kind: 'phone' | 'email' | 'telegram' | 'whatsapp' | 'instagram' | 'facebook' | 'vk' | 'website';
  href: string;
  text: string;
  label?: string | null;
}

const withScheme = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);
const digits = (phone: string) => phone.replace(/\D/g, '');
const handle = (value: string) => value.replace(/^@/, '');

/** A handle or a link to the network, as the owner typed it, as a link (the API checked which it is). */
function socialHref(value: string, base: string, hosts: RegExp): string {
  return hosts.test(value) ? withScheme(value) : `${base}${encodeURIComponent(handle(value))}`;
}

/** The site's contacts as links, in the order a visitor looks for them: phones first, then mail and messengers. */
export function contactLinks(contacts: SiteContactsFieldsFragment): ContactLink[] {
  const links: ContactLink[] = contacts.phones.map((phone) => ({
    kind: 'phone',
    href: `tel:+${digits(phone.number)}`,
    text: phone.number,
    label: phone.label,
  }));
  if (contacts.email) links.push({ kind: 'email', href: `mailto:${contacts.email}`, text: contacts.email });
  if (contacts.telegram)
    links.push({
      kind: 'telegram',
      href: socialHref(contacts.telegram, 'https://t.me/', /(^|\.|\/)(t|telegram)\.me\b/i),
      text: contacts.telegram,
    });
  if (contacts.whatsapp) {
    const isLink = /(wa\.me|whatsapp\.com)/i.test(contacts.whatsapp);
    links.push({
      kind: 'whatsapp',
      href: isLink ? withScheme(contacts.whatsapp) : `https://wa.me/${digits(contacts.whatsapp)}`,
      text: contacts.whatsapp,
    });
  }
  if (contacts.instagram)
    links.push({
      kind: 'instagram',
      href: socialHref(contacts.instagram, 'https://instagram.com/', /instagram\.com/i),
      text: contacts.instagram,
    });
  if (contacts.facebook)
    links.push({
      kind: 'facebook',
      href: socialHref(contacts.facebook, 'https://facebook.com/', /(facebook|fb)\.com/i),
      text: contacts.facebook,
    });
  if (contacts.vk)
    links.push({
      kind: 'vk',
      href: socialHref(contacts.vk, 'https://vk.com/', /vk\.(com|ru)/i),
      text: contacts.vk,
    });
  if (contacts.website)
    links.push({ kind: 'website', href: withScheme(contacts.website), text: contacts.website });
  return links;
}
