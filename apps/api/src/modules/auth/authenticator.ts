import type { AccessTokens } from './access-token';
import type { SessionsService } from './sessions.service';
import type { Principal } from '../../core/principal';

/** Bearer token → the signed-in owner, only while the token's session is live (logout ends it at once). */
export function createAuthenticator(accessTokens: AccessTokens, sessions: SessionsService) {
  return async function authenticate(authorization: string | undefined): Promise<Principal | null> {
    const match = authorization?.match(/^Bearer ([\w.-]{20,2048})$/);
    if (!match) return null;
    const claims = await accessTokens.verify(match[1]);
    if (!claims) return null;
    return (await sessions.isActive(claims.sessionId, claims.clientId)) ? claims : null;
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
