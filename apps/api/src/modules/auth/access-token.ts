import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'donut';
const TYPE = 'at+jwt';

/** Owners' tokens are for the main site and the CRM; end clients' (cv) will be a separate audience. */
export type TokenAudience = 'crm' | 'cv';

export interface AccessClaims {
  clientId: string;
  sessionId: string;
}

/**
 * Short-lived access tokens: HS256 only, typ and audience checked, the session id inside so that a
 * revoked session stops its access tokens at once (the API looks the session up on each request).
 */
export function createAccessTokens(secret: string, audience: TokenAudience = 'crm') {
  const key = new TextEncoder().encode(secret);

  async function sign(claims: AccessClaims, now = Math.floor(Date.now() / 1000)) {
    const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: TYPE })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(claims.clientId)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(key);
    return { token, expiresAt };
  }

  async function verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        typ: TYPE,
        requiredClaims: ['sub', 'sid', 'exp'],
      });
      if (typeof payload.sid !== 'string' || !payload.sub) return null;
      return { clientId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }

  return { sign, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
