import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { requireOwnProject } from '../projects/own-project';
import { findProjectByDomain } from '../projects/projects.service';
import { findProjectBot } from '../project-bot/project-bot.service';
import type { UploadedFile } from '../files/read-upload';
import { loadSite, saveSite } from './site.service';
import { createSitePreviewToken, isSitePreviewToken } from './site-preview-token';
import { toPublicSite, toSiteSettings } from './site-view-model';

export const siteQueries: QueryResolvers<GraphqlContext> = {
  site_settings: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return toSiteSettings(await loadSite(context.db, project), context.uploadUrl);
  },
  // Anonymous on purpose: the answer depends on the address and the language only, never on the caller.
  public_site: async (_, args, context) => {
    const project = await findProjectByDomain(context.db, args.domain);
    if (!project) return null;
    const site = await loadSite(context.db, project);
    const preview =
      typeof args.preview_token === 'string' &&
      args.preview_token.length <= 200 &&
      isSitePreviewToken(context.secret, project.id, args.preview_token);
    if (!site.isPublished && !preview) return null;
    const bot = await findProjectBot(context.db, project.id);
    return {
      ...toPublicSite(project, site, args.language ?? null, context.uploadUrl),
      telegram_bot: bot?.username ?? null,
    };
  },
  site_preview_link: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const { token, expiresAt } = createSitePreviewToken(context.secret, project.id);
    const home = context.links.route('client-view', 'home', {}, { project: project.domain });
    const url = new URL(home);
    url.searchParams.set('preview', token);
    return { url: url.toString(), expires_at: expiresAt };
  },
};

export const siteMutations: MutationResolvers<GraphqlContext> = {
  save_site_settings: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const site = await saveSite(context, clientId, project, {
      input: args.input,
      logo: args.logo as Promise<UploadedFile> | null | undefined,
      cover: args.cover as Promise<UploadedFile> | null | undefined,
    });
    return toSiteSettings(site, context.uploadUrl);
  },
};
