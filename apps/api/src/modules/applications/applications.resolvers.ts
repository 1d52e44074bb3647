import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import { checkSearch, listMeta } from '../../core/pagination';
import type { GraphqlContext } from '../../core/request-context';
import { contentPage } from '../project-content/content-page';
import { requireOwnProject } from '../projects/own-project';
import { toApplications } from './application-loading';
import { addApplicationNote, setApplicationStatus } from './application-status.service';
import { countApplications, findApplication, listApplications } from './applications.service';

/** One application of the project as the owner sees it. */
async function ownerView(context: GraphqlContext, projectId: string, id: string) {
  const [application] = await toApplications(context, projectId, [
    await findApplication(context.db, projectId, id),
  ]);
  return application;
}

/** The owner's inbox: every operation finds the project through the signed-in owner (requireOwnProject). */
export const applicationQueries: QueryResolvers<GraphqlContext> = {
  application_list: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const page = contentPage(context, args);
    const query = { search: checkSearch(context.locale, args.search), filter: args.filter, sort: args.sort };
    const { rows, total } = await listApplications(context.db, project.id, query, page);
    return {
      list: await toApplications(context, project.id, rows),
      meta: listMeta(page, rows.length, total),
    };
  },
  application: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return ownerView(context, project.id, args.id);
  },
  application_counts: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return countApplications(context.db, project.id);
  },
};

export const applicationMutations: MutationResolvers<GraphqlContext> = {
  set_application_status: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const application = await findApplication(context.db, project.id, args.id);
    await setApplicationStatus(context.db, application, {
      status: args.status,
      reason: args.reason,
      authorClientId: clientId,
    });
    return ownerView(context, project.id, args.id);
  },
  add_application_note: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const application = await findApplication(context.db, project.id, args.id);
    await addApplicationNote(context.db, application, { text: args.text, authorClientId: clientId });
    return ownerView(context, project.id, args.id);
  },
};
