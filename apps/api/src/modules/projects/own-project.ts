import type { GraphqlContext } from '../../core/request-context';
import { requireClient } from '../../core/request-context';
import { DomainError } from '../../core/domain-error';
import { requireActivePlan } from '../billing/plan-access';
import { findOwnProject } from './projects.service';

/**
 * One of the signed-in owner's projects, for an operation behind the paywall. Another owner's project
 * answers NOT_FOUND, exactly as an id nobody has (docs/api.md): ids are not public, so an answer must not
 * confirm that one exists.
 */
export async function requireOwnProject(context: GraphqlContext, projectId: string) {
  const { clientId } = await requireClient(context);
  const project = await findOwnProject(context.db, clientId, projectId);
  if (!project) throw new DomainError('NOT_FOUND', 'api.error.not-found');
  await requireActivePlan(context, clientId);
  return { clientId, project };
}
