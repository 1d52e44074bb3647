/**
 * The optional map tile provider of a deployment (ADR 0028): MAP_TILE_URL, a template such as
 * `https://tile.example.org/{z}/{x}/{y}.png`. Without it the sites show coordinates and an "Open in map" link only.
 */
export function readMapTileTemplate(env: Record<string, string | undefined> = process.env): string | null {
  const template = env.MAP_TILE_URL?.trim();
  if (!template || !/^https?:\/\/[^\s{}]+\/.*\{z\}.*\{x\}.*\{y\}/.test(template)) return null;
  return template;
}

/** The origin the tile images come from, for the pages' Content-Security-Policy (img-src). */
export function mapTileOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const template = readMapTileTemplate(env);
  return template ? new URL(template.replace(/\{[xyz]\}/g, '0')).origin : null;
}

/** The tile holding a point at a zoom level (the Web Mercator "slippy map" numbering OpenStreetMap uses). */
export function tileFor(lat: number, lng: number, zoom: number): { x: number; y: number; z: number } {
  const scale = 2 ** zoom;
  const latRad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * scale);
  const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * scale);
  const clamp = (value: number) => Math.min(Math.max(value, 0), scale - 1);
  return { x: clamp(x), y: clamp(y), z: zoom };
}

/** The tile image's address for a point, or null without a provider. */
export function tileUrl(template: string | null, lat: number, lng: number, zoom = 16): string | null {
  if (!template) return null;
  const tile = tileFor(lat, lng, zoom);
  return template
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y));
}

/** OpenStreetMap at the point, with a marker: the visitor's own browser opens it, nothing is fetched by us. */
export function openStreetMapUrl(lat: number, lng: number, zoom = 17): string {
  const [la, ln] = [lat.toFixed(6), lng.toFixed(6)];
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=${zoom}/${la}/${ln}`;
}
