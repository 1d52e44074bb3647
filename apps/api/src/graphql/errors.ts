import { DomainError } from '../core/domain-error';
import type { GraphqlContext } from './context';
import type { Principal } from '../modules/auth/authenticator';

/** The signed-in owner, or an UNAUTHENTICATED error: every owner resolver starts here. */
export async function requireOwner(context: GraphqlContext): Promise<Principal> {
  const principal = await context.principal();
  if (!principal) throw new DomainError('UNAUTHENTICATED', 'api.auth.unauthenticated');
  return principal;
}
