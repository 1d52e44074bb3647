import { parse } from 'cookie';
import { isbot } from 'isbot';
import { COUNTRY_COOKIE, countryCookie, FALLBACK_COUNTRY, isCountryCode } from '@donut/i18n';
import { isDocumentRequest } from './document-request';
import { readPublicEnv } from './public-env';
import { sharedCookieDomain } from './remember-locale';

/** Where the country comes from (spec §4): a geo header set by the edge, then a lookup of the client IP. */
export interface GeoSettings {
  /** Lower-case name of the header a CDN fills with the visitor's country. */
  header: string;
  /** Lookup service answering the country code as plain text, `{ip}` in place of the address; null: no lookup. */
  lookupUrl: string | null;
  /** Longest the lookup may hold the page. */
  timeoutMs: number;
}

export const DEFAULT_GEO_HEADER = 'cf-ipcountry';
export const DEFAULT_GEO_LOOKUP_URL = 'https://ipapi.co/{ip}/country/';
export const GEO_LOOKUP_TIMEOUT_MS = 800;

/** GEO_COUNTRY_HEADER and GEO_LOOKUP_URL; an empty GEO_LOOKUP_URL turns the lookup off. */
export function geoSettingsFromEnv(env: Record<string, string | undefined> = process.env): GeoSettings {
  const lookupUrl = env.GEO_LOOKUP_URL ?? DEFAULT_GEO_LOOKUP_URL;
  return {
    header: (env.GEO_COUNTRY_HEADER || DEFAULT_GEO_HEADER).toLowerCase(),
    lookupUrl: lookupUrl.includes('{ip}') ? lookupUrl : null,
    timeoutMs: GEO_LOOKUP_TIMEOUT_MS,
  };
}

export interface CountryDetection {
  country: string;
  /** Set-Cookie value when the country was detected by this request; null when the cookie already had it. */
  setCookie: string | null;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*$/i;

/** Addresses no lookup service can place: loopback, private networks, link-local, carrier-grade NAT. */
export function isPublicIp(ip: string): boolean {
  const v4 = IPV4.exec(ip.replace(/^::ffff:/i, ''));
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    if (a > 255 || b > 255) return false;
    return !(
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  if (!IPV6.test(ip)) return false;
  const lower = ip.toLowerCase();
  return !(lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower));
}

/** The visitor's address as the reverse proxy passed it (the first X-Forwarded-For hop is the client). */
export function clientIp(request: Request): string | null {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || null;
}

async function lookUpCountry(ip: string, settings: GeoSettings): Promise<string | null> {
  if (!settings.lookupUrl || !isPublicIp(ip)) return null;
  try {
    const response = await fetch(settings.lookupUrl.replace('{ip}', encodeURIComponent(ip)), {
      headers: { accept: 'text/plain' },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) return null;
    const answer = (await response.text()).trim();
    return isCountryCode(answer) ? answer : null;
  } catch {
    // Slow or unreachable service: the fallback country is better than a page that waits.
    return null;
  }
}

/**
 * Spec §4: the country is detected once, from the geo header, then from the client IP through the lookup
 * service, else GE, and kept a year in the donut-country cookie (on the parent domain, like donut-locale).
 * Bots keep no cookies, so they are never looked up: they would spend the service's quota on every visit.
 */
export async function detectCountry(
  request: Request,
  settings: GeoSettings = geoSettingsFromEnv(),
): Promise<CountryDetection> {
  const remembered = parse(request.headers.get('cookie') ?? '')[COUNTRY_COOKIE];
  if (isCountryCode(remembered)) return { country: remembered, setCookie: null };
  // Only a page load looks the country up: a client navigation's data request must not wait on the
  // lookup service (the page load before it has already set the cookie, unless cookies are refused).
  if (!isDocumentRequest(request)) return { country: FALLBACK_COUNTRY, setCookie: null };
  const fromHeader = request.headers.get(settings.header)?.trim();
  const bot = isbot(request.headers.get('user-agent') ?? '');
  const ip = clientIp(request);
  const country =
    (isCountryCode(fromHeader) ? fromHeader : null) ??
    (!bot && ip ? await lookUpCountry(ip, settings) : null) ??
    FALLBACK_COUNTRY;
  const domain = sharedCookieDomain(new URL(request.url).hostname, readPublicEnv().origins.main);
  return { country, setCookie: countryCookie(country, domain) };
}
