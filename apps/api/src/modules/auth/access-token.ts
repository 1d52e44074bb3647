import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'donut';
const TYPE = 'at+jwt';
/** Verified access tokens remembered per server (a few MB at most): far more than the owners signed in within 15 minutes. */
const VERIFIED_TOKENS = 10_000;

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

  /**
   * Tokens that passed `jwtVerify`, by their exact text, with their expiry: an owner's browser sends the
   * same token on every request of its 15 minutes, so its signature and claims are checked once (WebCrypto
   * costs a trip to the thread pool per check). Only the expiry is time-dependent, and it is checked again
   * on every hit; whether the session is live is never cached (the authenticator asks the database each
   * time, ADR 0007). Bounded: the oldest entry leaves when the map is full. See ADR 0024.
   */
  const verified = new Map<string, AccessClaims & { expiresAt: number }>();

  async function verify(token: string): Promise<AccessClaims | null> {
    const known = verified.get(token);
    if (known) {
      // jose's rule: expired once `exp` is not after the current second.
      if (known.expiresAt > Math.floor(Date.now() / 1000))
        return { clientId: known.clientId, sessionId: known.sessionId };
      verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        typ: TYPE,
        requiredClaims: ['sub', 'sid', 'exp'],
      });
      if (typeof payload.sid !== 'string' || !payload.sub) return null;
      const claims = { clientId: payload.sub, sessionId: payload.sid };
      // A token not yet valid (`nbf`, which this API never sets) is checked in full each time.
      if (payload.nbf === undefined && typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
        verified.set(token, { ...claims, expiresAt: payload.exp });
      }
      return claims;
    } catch {
      return null;
    }
  }

  return { sign, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
