import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import { menuSchema, validateWith } from '@donut/validation';
import { eq } from 'drizzle-orm';
import { projects, type MenuItem } from '../../db/schema';
import type { GraphqlContext } from '../../core/request-context';
import { requireClient } from '../../core/request-context';
import { checkSearch, toPage } from '../../core/pagination';
import { toProject } from './project-view-model';
import { findOwnProject, findProjectByDomain, listProjects } from './projects.service';
import { saveProject } from './save-project.service';
import { countByProject } from '../notifications/notifications.service';
import { requireActivePlan } from '../billing/plan-access';
import { DomainError, invalidInput } from '../../core/domain-error';

export const projectQueries: QueryResolvers<GraphqlContext> = {
  project: async (_, args, context) => {
    const { clientId } = await requireClient(context);
    const project = await findProjectByDomain(context.db, args.domain);
    if (!project) throw new DomainError('NOT_FOUND', 'api.error.not-found');
    if (project.clientId !== clientId) throw new DomainError('FORBIDDEN', 'api.error.forbidden');
    const counts = await countByProject(context.db, [project.id]);
    return toProject(project, context.uploadUrl, counts.get(project.id) ?? 0);
  },
  project_list: async (_, args, context) => {
    const { clientId } = await requireClient(context);
    const { rows, meta } = await listProjects(context.db, {
      clientId,
      page: toPage(context.locale, args, 20),
      search: checkSearch(context.locale, args.filter?.search),
      order: args.order_by
        ? { field: args.order_by.field, direction: args.order_by.direction ?? 'desc' }
        : null,
    });
    // One grouped count for the page, not one query per project.
    const counts = await countByProject(
      context.db,
      rows.map((row) => row.id),
    );
    return { list: rows.map((row) => toProject(row, context.uploadUrl, counts.get(row.id) ?? 0)), meta };
  },
};

export const projectMutations: MutationResolvers<GraphqlContext> = {
  save_project: async (_, args, context) => {
    const { clientId } = await requireClient(context);
    // Creating a project is cabinet work; changing one is CRM work, closed once the plan has ended.
    if (args.id) await requireActivePlan(context, clientId);
    const row = await saveProject(context, clientId, args);
    const counts = await countByProject(context.db, [row.id]);
    return toProject(row, context.uploadUrl, counts.get(row.id) ?? 0);
  },
  save_menu: async (_, args, context) => {
    const { clientId } = await requireClient(context);
    const project = await findOwnProject(context.db, clientId, args.project_id);
    if (!project) throw new DomainError('NOT_FOUND', 'api.error.not-found');
    await requireActivePlan(context, clientId);
    const result = validateWith(menuSchema, args.menu);
    if (!result.ok) throw invalidInput(result.errors);
    // Sections not mentioned keep their visibility.
    const given = new Map<string, boolean>(result.value.map((item) => [item.key, item.is_visible]));
    const menu: MenuItem[] = project.menu.map((item) => ({
      key: item.key,
      is_visible: given.get(item.key) ?? item.is_visible,
    }));
    await context.db.update(projects).set({ menu, updatedAt: new Date() }).where(eq(projects.id, project.id));
    return menu;
  },
};
