import {
  contentSecurityPolicy,
  createNonce,
  isSecureRequest,
  securityHeaders,
  TELEGRAM_WEB_ORIGINS,
} from './security-headers';

const API = 'https://api.donut.ge';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.split(' ').slice(1);
}

describe('createNonce', () => {
  it('gives every document its own unguessable nonce', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('securityHeaders', () => {
  const production = { apiOrigin: `${API}/`, production: true, secure: true };

  it('lets only the nonce-carrying inline scripts, our origin and Telegram’s script run', () => {
    const [first, second] = [createNonce(), createNonce()];
    const a = securityHeaders({ ...production, nonce: first })['Content-Security-Policy'];
    const b = securityHeaders({ ...production, nonce: second })['Content-Security-Policy'];
    expect(directive(a, 'script-src')).toEqual(["'self'", `'nonce-${first}'`, 'https://telegram.org']);
    expect(directive(b, 'script-src')).toContain(`'nonce-${second}'`);
    expect(a).not.toContain(second);
    expect(directive(a, 'connect-src')).toEqual(["'self'", 'wss://api.donut.ge', API]);
    expect(directive(a, 'img-src')).toEqual(["'self'", 'data:', 'blob:', API]);
    expect(directive(a, 'object-src')).toEqual(["'none'"]);
  });

  it('forbids framing the main site and the CRM', () => {
    const headers = securityHeaders({ ...production, nonce: createNonce() });
    expect(directive(headers['Content-Security-Policy'], 'frame-ancestors')).toEqual(["'none'"]);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets Telegram Web, and only it, frame the client view', () => {
    const headers = securityHeaders({ ...production, nonce: createNonce(), embeddableInTelegram: true });
    expect(directive(headers['Content-Security-Policy'], 'frame-ancestors')).toEqual([
      'https://web.telegram.org',
      'https://webk.telegram.org',
      'https://webz.telegram.org',
    ]);
    expect(TELEGRAM_WEB_ORIGINS).toHaveLength(3);
    // X-Frame-Options cannot name origins; DENY would override frame-ancestors in old browsers.
    expect(headers['X-Frame-Options']).toBeUndefined();
  });

  it('sends HSTS only from a production server reached over https', () => {
    const nonce = createNonce();
    expect(securityHeaders({ ...production, nonce })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      securityHeaders({ ...production, nonce, secure: false })['Strict-Transport-Security'],
    ).toBeUndefined();
    expect(
      securityHeaders({ ...production, nonce: undefined, production: false })['Strict-Transport-Security'],
    ).toBeUndefined();
  });

  it('sends no policy in development, where Vite injects its own scripts and HMR socket', () => {
    const headers = securityHeaders({
      apiOrigin: 'http://localhost:3000',
      production: false,
      secure: false,
      nonce: undefined,
    });
    expect(headers['Content-Security-Policy']).toBeUndefined();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('refuses to build a production policy without a nonce', () => {
    expect(() => securityHeaders({ ...production, nonce: undefined })).toThrow(/nonce/);
  });

  it('lists the script hashes of a cached document in place of a nonce', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const policy = securityHeaders({ ...production, nonce: undefined, scriptHashes: hashes })[
      'Content-Security-Policy'
    ] as string;
    expect(directive(policy, 'script-src')).toEqual(["'self'", ...hashes, 'https://telegram.org']);
    expect(policy).not.toContain('nonce');
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('leaves out an API origin that is not a URL instead of writing garbage into the policy', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', apiOrigin: 'not a url' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('isSecureRequest', () => {
  it('believes the URL or the first proxy’s X-Forwarded-Proto', () => {
    expect(isSecureRequest(new Request('https://donut.ge/ru/'))).toBe(true);
    expect(isSecureRequest(new Request('http://donut.ge/ru/'))).toBe(false);
    expect(
      isSecureRequest(
        new Request('http://donut.ge/ru/', { headers: { 'X-Forwarded-Proto': 'https, http' } }),
      ),
    ).toBe(true);
    expect(
      isSecureRequest(new Request('http://donut.ge/ru/', { headers: { 'X-Forwarded-Proto': 'http' } })),
    ).toBe(false);
  });
});
