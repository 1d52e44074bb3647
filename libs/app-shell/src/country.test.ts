import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientIp, detectCountry, geoSettingsFromEnv, isPublicIp, type GeoSettings } from './country';

/** The lookup service is an external boundary: a local server plays it, answering per address. */
function startLookup(answer: (ip: string) => { status?: number; body: string; delayMs?: number }) {
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    const ip = decodeURIComponent(req.url?.split('/')[1] ?? '');
    asked.push(ip);
    const { status = 200, body, delayMs = 0 } = answer(ip);
    setTimeout(() => res.writeHead(status, { 'content-type': 'text/plain' }).end(body), delayMs);
  });
  return new Promise<{ settings: GeoSettings; asked: string[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        settings: {
          header: 'cf-ipcountry',
          lookupUrl: `http://127.0.0.1:${port}/{ip}/country/`,
          timeoutMs: 300,
        },
        asked,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}

/** What a browser sends when it loads a page. */
const NAVIGATION = { 'sec-fetch-dest': 'document', accept: 'text/html' };
const request = (headers: Record<string, string>) =>
  new Request('http://localhost:3001/ru/', { headers: { ...NAVIGATION, ...headers } });
const PUBLIC_IP = '203.0.113.7';

describe('detectCountry', () => {
  it('takes the geo header first and never asks the lookup then', async () => {
    const lookup = await startLookup(() => ({ body: 'AM' }));
    try {
      const detected = await detectCountry(
        request({ 'cf-ipcountry': 'DE', 'x-forwarded-for': PUBLIC_IP }),
        lookup.settings,
      );
      expect(detected).toEqual({
        country: 'DE',
        setCookie: 'donut-country=DE; Path=/; Max-Age=31536000; SameSite=Lax',
      });
      expect(lookup.asked).toEqual([]);
    } finally {
      await lookup.close();
    }
  });

  it('looks the client IP up when the header is missing or a placeholder', async () => {
    const lookup = await startLookup(() => ({ body: 'AM\n' }));
    try {
      const noHeader = await detectCountry(
        request({ 'x-forwarded-for': `${PUBLIC_IP}, 10.0.0.1` }),
        lookup.settings,
      );
      const unknown = await detectCountry(
        request({ 'cf-ipcountry': 'XX', 'x-real-ip': PUBLIC_IP }),
        lookup.settings,
      );
      expect(noHeader.country).toBe('AM');
      expect(noHeader.setCookie).toContain('donut-country=AM');
      expect(unknown.country).toBe('AM');
      expect(lookup.asked).toEqual([PUBLIC_IP, PUBLIC_IP]);
    } finally {
      await lookup.close();
    }
  });

  it("leaves a client navigation's data request alone: no lookup, no cookie", async () => {
    const lookup = await startLookup(() => ({ body: 'AM\n' }));
    try {
      // React Router hands middleware the data request under the page's own URL: only its headers tell.
      const data = await detectCountry(
        new Request('http://localhost:3001/ru/rates', {
          headers: { 'sec-fetch-dest': 'empty', accept: '*/*', 'x-forwarded-for': PUBLIC_IP },
        }),
        lookup.settings,
      );
      expect(data).toEqual({ country: 'GE', setCookie: null });
      expect(lookup.asked).toEqual([]);
    } finally {
      await lookup.close();
    }
  });

  it('falls back to GE when the lookup is too slow, fails or talks nonsense, and still sets the cookie', async () => {
    const lookup = await startLookup((ip) =>
      ip === '198.51.100.1'
        ? { body: 'AM', delayMs: 2_000 }
        : ip === '198.51.100.2'
          ? { status: 429, body: 'AM' }
          : { body: 'Undefined' },
    );
    try {
      const started = Date.now();
      const slow = await detectCountry(request({ 'x-forwarded-for': '198.51.100.1' }), lookup.settings);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(slow).toEqual({ country: 'GE', setCookie: expect.stringContaining('donut-country=GE') });
      expect(
        (await detectCountry(request({ 'x-forwarded-for': '198.51.100.2' }), lookup.settings)).country,
      ).toBe('GE');
      expect(
        (await detectCountry(request({ 'x-forwarded-for': '198.51.100.3' }), lookup.settings)).country,
      ).toBe('GE');
      expect(lookup.asked).toHaveLength(3);
    } finally {
      await lookup.close();
    }
  });

  it('looks nothing up when the cookie already has the country, for private addresses, or for bots', async () => {
    const lookup = await startLookup(() => ({ body: 'AM' }));
    try {
      const remembered = await detectCountry(
        request({
          cookie: 'donut-locale=ka; donut-country=FR',
          'cf-ipcountry': 'DE',
          'x-forwarded-for': PUBLIC_IP,
        }),
        lookup.settings,
      );
      expect(remembered).toEqual({ country: 'FR', setCookie: null });
      expect(
        (await detectCountry(request({ 'x-forwarded-for': '192.168.1.10' }), lookup.settings)).country,
      ).toBe('GE');
      expect((await detectCountry(request({}), lookup.settings)).country).toBe('GE');
      const bot = await detectCountry(
        request({ 'x-forwarded-for': PUBLIC_IP, 'user-agent': 'Googlebot/2.1' }),
        lookup.settings,
      );
      expect(bot.country).toBe('GE');
      expect(lookup.asked).toEqual([]);
    } finally {
      await lookup.close();
    }
  });

  it('sets the cookie on the parent domain the apps share', async () => {
    const settings = { ...geoSettingsFromEnv({ GEO_LOOKUP_URL: '' }) };
    const previous = process.env.MAIN_ORIGIN;
    process.env.MAIN_ORIGIN = 'https://donut.ge';
    try {
      const detected = await detectCountry(
        new Request('https://salon.donut.ge/ru/', { headers: { ...NAVIGATION, 'cf-ipcountry': 'GE' } }),
        settings,
      );
      expect(detected.setCookie).toBe(
        'donut-country=GE; Path=/; Max-Age=31536000; Domain=donut.ge; SameSite=Lax',
      );
    } finally {
      if (previous === undefined) delete process.env.MAIN_ORIGIN;
      else process.env.MAIN_ORIGIN = previous;
    }
  });
});

describe('geo settings and addresses', () => {
  it('reads the header and lookup from the environment; an empty lookup URL turns it off', () => {
    expect(geoSettingsFromEnv({})).toEqual({
      header: 'cf-ipcountry',
      lookupUrl: 'https://ipapi.co/{ip}/country/',
      timeoutMs: 800,
    });
    expect(geoSettingsFromEnv({ GEO_COUNTRY_HEADER: 'X-Country', GEO_LOOKUP_URL: '' })).toMatchObject({
      header: 'x-country',
      lookupUrl: null,
    });
  });

  it('skips loopback, private and malformed addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'evil/../x',
      '999.1.1.1',
    ])
      expect(isPublicIp(ip)).toBe(false);
    for (const ip of [PUBLIC_IP, '2a00:1450:4001::1', '::ffff:8.8.8.8']) expect(isPublicIp(ip)).toBe(true);
  });

  it('reads the client address the proxy forwarded', () => {
    expect(clientIp(request({ 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1' }))).toBe('203.0.113.7');
    expect(clientIp(request({ 'x-real-ip': '203.0.113.8' }))).toBe('203.0.113.8');
    expect(clientIp(request({}))).toBeNull();
  });
});
