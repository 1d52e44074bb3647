import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { requireOwnProject as ownProject } from '../projects/own-project';
import {
  connectProjectBot,
  disconnectProjectBot,
  findProjectBot,
  type ProjectBotRow,
} from './project-bot.service';

/** The contract's view: never the token nor the secret. */
const toProjectBot = (projectId: string, row: ProjectBotRow | null) => ({
  project_id: projectId,
  connected: Boolean(row),
  username: row?.username ?? null,
  name: row?.name ?? null,
  connected_at: row?.connectedAt.toISOString() ?? null,
});

export const projectBotQueries: QueryResolvers<GraphqlContext> = {
  project_bot: async (_, args, context) => {
    const { project } = await ownProject(context, args.project_id);
    return toProjectBot(project.id, await findProjectBot(context.db, project.id));
  },
};

export const projectBotMutations: MutationResolvers<GraphqlContext> = {
  connect_project_bot: async (_, args, context) => {
    const { clientId, project } = await ownProject(context, args.project_id);
    const row = await connectProjectBot(context.projectBots, { clientId }, project, args.token);
    return toProjectBot(project.id, row);
  },
  disconnect_project_bot: async (_, args, context) => {
    const { project } = await ownProject(context, args.project_id);
    await disconnectProjectBot(context.projectBots, project.id);
    return toProjectBot(project.id, null);
  },
};
