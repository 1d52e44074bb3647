import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-token';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123';
const claims = {
  clientId: '5b0c6a4e-8f0e-4a43-9a51-3d2f4f0c1a11',
  sessionId: '8d1f3c2a-6b7e-4c5d-9e0f-1a2b3c4d5e6f',
};

// Verified tokens are remembered by their text (ADR 0024); what a remembered token may still do is tested here.
describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token on every use, the second time from memory', async () => {
    const tokens = createAccessTokens(SECRET);
    const { token } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createAccessTokens(SECRET);
    const now = Math.floor(Date.now() / 1000);
    const { token, expiresAt } = await tokens.sign(claims, now - ACCESS_TOKEN_TTL_SECONDS + 2);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime((expiresAt - 1) * 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(expiresAt * 1000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a remembered token with its signature changed, for another audience or under another secret', async () => {
    const tokens = createAccessTokens(SECRET);
    const { token } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await createAccessTokens(SECRET, 'cv').verify(token)).toBeNull();
    expect(await createAccessTokens(`${SECRET}-other`).verify(token)).toBeNull();
  });
});
