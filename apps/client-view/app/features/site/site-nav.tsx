import { useIntl } from 'react-intl';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { sectionLinks } from './site-sections';

/** The sections the owner turned on that have a page; nothing at all while none has. */
export function SiteNav({ locale, sections }: { locale: Locale; sections: readonly string[] }) {
  const intl = useIntl();
  const links = sectionLinks(sections);
  if (!links.length) return null;
  return (
    <nav className="cv-site-nav" aria-label={intl.formatMessage({ id: 'cv.site.sections' })}>
      {links.map((link) => (
        <a key={link.key} href={routeHref('client-view', link.route, {}, { locale })}>
          {intl.formatMessage(link.message)}
        </a>
      ))}
    </nav>
  );
}
