import type { QueryResolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { requireOwnProject } from '../projects/own-project';
import { workingWeek } from './project-content.service';
import { toWorkingDayView } from './working-day-view';

/** The id of a project the signed-in owner has; another owner's answers NOT_FOUND. */
const ownProjectId = async (context: GraphqlContext, projectId: string) =>
  (await requireOwnProject(context, projectId)).project.id;

export const projectContentQueries: QueryResolvers<GraphqlContext> = {
  working_hours: async (_, args, context) => {
    const projectId = await ownProjectId(context, args.project_id);
    const week = await workingWeek(context.db, projectId);
    return week.map(toWorkingDayView);
  },
};
