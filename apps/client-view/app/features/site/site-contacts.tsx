import { FormattedMessage } from 'react-intl';
import type { SiteContactsFieldsFragment } from '@donut/graphql';
import { contactLinks, type ContactLink } from './contact-links';

// Brand names stay as they are in every language; the rest are words to translate.
const NETWORK_NAMES: Partial<Record<ContactLink['kind'], string>> = {
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  vk: 'VK',
};

function KindName({ link }: { link: ContactLink }) {
  if (link.kind === 'phone') return link.label ? <>{link.label}</> : <FormattedMessage id="cv.site.phone" />;
  if (link.kind === 'email') return <FormattedMessage id="cv.site.email" />;
  if (link.kind === 'website') return <FormattedMessage id="cv.site.website" />;
  return <>{NETWORK_NAMES[link.kind]}</>;
}

/** Phones, e-mail and messengers as links that call, write or open the app. */
export function SiteContacts({ contacts }: { contacts: SiteContactsFieldsFragment }) {
  const links = contactLinks(contacts);
  if (!links.length) return null;
  return (
    <section className="cv-site-section" aria-labelledby="cv-site-contacts">
      <h2 id="cv-site-contacts">
        <FormattedMessage id="cv.site.contacts" />
      </h2>
      <dl className="cv-site-contacts">
        {links.map((link) => (
          <div key={`${link.kind}-${link.href}`} className="cv-site-contacts__item">
            <dt>
              <KindName link={link} />
            </dt>
            <dd>
              <a
                href={link.href}
                {...(link.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {link.text}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
