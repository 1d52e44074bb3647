import type { QueryResolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { toPage, type PageArgs } from '../../core/pagination';
import { requireOwnProject } from '../projects/own-project';
import { listProductCategories, listServices, workingWeek } from './project-content.service';
import { DomainError } from '../../core/domain-error';
import { toWorkingDayView } from './working-day-view';

/** Content lists are short: a page holds at most 100 rows. */
export const CONTENT_PAGE_MAX = 100;

function contentPage(context: GraphqlContext, args: PageArgs) {
  const limit = args.limit ?? 20;
  if (limit < 1 || limit > CONTENT_PAGE_MAX)
    throw new DomainError('BAD_USER_INPUT', 'api.error.limit-out-of-range', { max: CONTENT_PAGE_MAX });
  return toPage(context.locale, { limit, offset: args.offset });
}

/** The id of a project the signed-in owner has; another owner's answers NOT_FOUND. */
const ownProjectId = async (context: GraphqlContext, projectId: string) =>
  (await requireOwnProject(context, projectId)).project.id;

export const projectContentQueries: QueryResolvers<GraphqlContext> = {
  service_list: async (_, args, context) => {
    const projectId = await ownProjectId(context, args.project_id);
    const { rows, meta } = await listServices(context.db, projectId, contentPage(context, args));
    const list = rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      price_minor: row.priceMinor,
      duration_minutes: row.durationMinutes,
    }));
    return { list, meta };
  },
  product_category_list: async (_, args, context) => {
    const projectId = await ownProjectId(context, args.project_id);
    const { rows, meta } = await listProductCategories(context.db, projectId, contentPage(context, args));
    return { list: rows.map((row) => ({ id: row.id, name: row.name })), meta };
  },
  working_hours: async (_, args, context) => {
    const projectId = await ownProjectId(context, args.project_id);
    const week = await workingWeek(context.db, projectId);
    return week.map(toWorkingDayView);
  },
};
