import { mapTileOrigin, openStreetMapUrl, readMapTileTemplate, tileFor, tileUrl } from './map-tiles';
import { contentSecurityPolicy } from './security-headers';

describe('maps without a provider (ADR 0028)', () => {
  it('takes MAP_TILE_URL only as an http(s) template with {z}, {x} and {y}', () => {
    expect(readMapTileTemplate({})).toBeNull();
    expect(readMapTileTemplate({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toBeNull();
    expect(readMapTileTemplate({ MAP_TILE_URL: 'javascript:{z}/{x}/{y}' })).toBeNull();
    expect(readMapTileTemplate({ MAP_TILE_URL: ' https://t.example.org/{z}/{x}/{y}.png ' })).toBe(
      'https://t.example.org/{z}/{x}/{y}.png',
    );
    expect(mapTileOrigin({ MAP_TILE_URL: 'https://t.example.org/{z}/{x}/{y}.png' })).toBe(
      'https://t.example.org',
    );
    expect(mapTileOrigin({})).toBeNull();
  });

  it('numbers tiles as OpenStreetMap does', () => {
    // The OSM wiki's example: zoom 0 is one tile; Tbilisi's centre at zoom 10.
    expect(tileFor(0, 0, 0)).toEqual({ x: 0, y: 0, z: 0 });
    expect(tileFor(41.6938, 44.8015, 10)).toEqual({ x: 639, y: 381, z: 10 });
    expect(tileUrl(null, 41.69, 44.8)).toBeNull();
    expect(tileUrl('https://t.example.org/{z}/{x}/{y}.png', 41.6938, 44.8015, 10)).toBe(
      'https://t.example.org/10/639/381.png',
    );
  });

  it('opens the point on OpenStreetMap with a marker', () => {
    expect(openStreetMapUrl(41.7, 44.75)).toBe(
      'https://www.openstreetmap.org/?mlat=41.700000&mlon=44.750000#map=17/41.700000/44.750000',
    );
  });

  it('lets the pages load tiles from the provider only', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      apiOrigin: 'https://api.donut.ge',
      imageOrigins: ['https://t.example.org'],
      embeddableInTelegram: true,
    });
    expect(policy).toMatch(/img-src 'self' data: blob: https:\/\/t\.example\.org https:\/\/api\.donut\.ge/);
  });
});
