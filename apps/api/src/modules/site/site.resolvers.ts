import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { requireClient } from '../../core/request-context';
import { DomainError } from '../../core/domain-error';
import { requireActivePlan } from '../billing/plan-access';
import { findOwnProject, findProjectByDomain } from '../projects/projects.service';
import type { UploadedFile } from '../files/read-upload';
import { loadSite, saveSite } from './site.service';
import { toPublicSite, toSiteSettings } from './site-view-model';

/** One of the signed-in owner's projects; another owner's answers NOT_FOUND, exactly as a missing one. */
async function ownProject(context: GraphqlContext, projectId: string) {
  const { clientId } = await requireClient(context);
  const project = await findOwnProject(context.db, clientId, projectId);
  if (!project) throw new DomainError('NOT_FOUND', 'api.error.not-found');
  await requireActivePlan(context, clientId);
  return { clientId, project };
}

export const siteQueries: QueryResolvers<GraphqlContext> = {
  site_settings: async (_, args, context) => {
    const { project } = await ownProject(context, args.project_id);
    return toSiteSettings(await loadSite(context.db, project), context.uploadUrl);
  },
  // Anonymous on purpose: the answer depends on the address and the language only, never on the caller.
  public_site: async (_, args, context) => {
    const project = await findProjectByDomain(context.db, args.domain);
    if (!project) return null;
    const site = await loadSite(context.db, project);
    if (!site.isPublished) return null;
    return toPublicSite(project, site, args.language ?? null, context.uploadUrl);
  },
};

export const siteMutations: MutationResolvers<GraphqlContext> = {
  save_site_settings: async (_, args, context) => {
    const { clientId, project } = await ownProject(context, args.project_id);
    const site = await saveSite(context, clientId, project, {
      input: args.input,
      logo: args.logo as Promise<UploadedFile> | null | undefined,
      cover: args.cover as Promise<UploadedFile> | null | undefined,
    });
    return toSiteSettings(site, context.uploadUrl);
  },
};
