import { FormattedMessage } from 'react-intl';
import type { PublicSite } from './load-site';
import { SiteContacts } from './site-contacts';
import { SiteMap } from './site-map';
import { WorkingHours } from './working-hours';
import './site.css';

export interface SiteHomeProps {
  site: PublicSite;
  mapTiles: string | null;
  /** The weekdays' names, Monday first, from the loader. */
  weekdays: readonly string[];
  /** Opened from the CRM's preview link: says so above the page. */
  isPreview?: boolean;
}

/** The project's home page: what the owner configured in the CRM's Site area, in the page's language. */
export function SiteHome({ site, mapTiles, weekdays, isPreview = false }: SiteHomeProps) {
  return (
    <article className="cv-site" lang={site.language}>
      {isPreview ? (
        <p className="cv-site__preview" role="note">
          <FormattedMessage id="cv.site.preview-note" />
        </p>
      ) : null}
      {site.cover ? <img className="cv-site__cover" src={site.cover.url} alt="" /> : null}
      <header className="cv-site__intro">
        {site.logo ? (
          <img className="cv-site__logo" src={site.logo.url} alt="" width={72} height={72} />
        ) : null}
        <h1>{site.name}</h1>
        {site.headline ? <p className="cv-site__headline">{site.headline}</p> : null}
      </header>
      {site.about ? (
        <section className="cv-site-section" aria-labelledby="cv-site-about">
          <h2 id="cv-site-about">
            <FormattedMessage id="cv.site.about" />
          </h2>
          <p className="cv-site__about">{site.about}</p>
        </section>
      ) : null}
      {site.gallery.length ? (
        <section className="cv-site-section" aria-labelledby="cv-site-gallery">
          <h2 id="cv-site-gallery">
            <FormattedMessage id="cv.site.gallery" />
          </h2>
          <ul className="cv-site-gallery">
            {site.gallery.map((image) => (
              <li key={image.hash}>
                <img src={image.url} alt="" loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SiteContacts contacts={site.contacts} />
      {site.addresses.length ? (
        <section className="cv-site-section" aria-labelledby="cv-site-addresses">
          <h2 id="cv-site-addresses">
            <FormattedMessage id="cv.site.addresses" />
          </h2>
          <ul className="cv-site-addresses">
            {site.addresses.map((address) => (
              <li key={address.id} className="cv-site-address">
                <h3>{address.title}</h3>
                <p>{address.address}</p>
                <WorkingHours hours={address.hours} weekdays={weekdays} />
                <SiteMap
                  title={address.title}
                  lat={address.point.lat}
                  lng={address.point.lng}
                  tiles={mapTiles}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
