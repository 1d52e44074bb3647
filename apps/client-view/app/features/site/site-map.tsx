import { FormattedMessage, useIntl } from 'react-intl';
import { openStreetMapUrl, tileUrl } from '@donut/app-shell';

export interface SiteMapProps {
  title: string;
  lat: number;
  lng: number;
  /** MAP_TILE_URL, or null: then a placeholder with the coordinates (ADR 0028). */
  tiles: string | null;
}

/**
 * A static map of one address with no map service behind it: a tile picture when the deployment has a tile
 * provider, else a quiet block with the coordinates; either way a link opens the point on OpenStreetMap.
 */
export function SiteMap({ title, lat, lng, tiles }: SiteMapProps) {
  const intl = useIntl();
  const tile = tileUrl(tiles, lat, lng);
  const coordinates = `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
  return (
    <figure className="cv-site-map">
      {tile ? (
        <img
          className="cv-site-map__tile"
          src={tile}
          alt={intl.formatMessage({ id: 'cv.site.map-alt' }, { title })}
          width={256}
          height={256}
          loading="lazy"
        />
      ) : (
        <div className="cv-site-map__placeholder" aria-hidden="true">
          <span className="cv-site-map__pin">●</span>
        </div>
      )}
      <figcaption>
        <span className="cv-site-map__coordinates">{coordinates}</span>{' '}
        <a href={openStreetMapUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="cv.site.open-in-map" />
        </a>
      </figcaption>
    </figure>
  );
}
