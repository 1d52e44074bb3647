import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import { checkSearch, listMeta } from '../../core/pagination';
import type { GraphqlContext } from '../../core/request-context';
import { contentPage } from '../project-content/content-page';
import { requireOwnProject } from '../projects/own-project';
import { projectServices, serviceCategories } from '../../db/schema';
import { reorderRows } from '../catalogue/catalogue-order';
import { setVisibility } from '../catalogue/catalogue-visibility';
import { serviceCategoryStore } from './service-categories.service';
import { newApplicationCounts } from './new-application-counts';
import { toService, toServiceCategory } from './service-view-model';
import { createService, deleteService, findService, listServices, updateService } from './services.service';

/** The owner's side: every operation finds the project through the signed-in owner (requireOwnProject). */
export const serviceQueries: QueryResolvers<GraphqlContext> = {
  service_list: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const page = contentPage(context, args);
    const query = { search: checkSearch(context.locale, args.search), filter: args.filter, sort: args.sort };
    const { rows, total } = await listServices(context.db, project.id, query, page);
    const counts = await newApplicationCounts(
      context.db,
      project.id,
      rows.map((row) => row.id),
    );
    return {
      list: rows.map((row) => toService(row, context.uploadUrl, counts)),
      meta: listMeta(page, rows.length, total),
    };
  },
  service: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const counts = await newApplicationCounts(context.db, project.id, [args.id]);
    return toService(await findService(context.db, project.id, args.id), context.uploadUrl, counts);
  },
  service_category_list: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const page = contentPage(context, args, 100);
    const { rows, total } = await serviceCategoryStore.list(context.db, project.id, page);
    return { list: rows.map(toServiceCategory), meta: listMeta(page, rows.length, total) };
  },
};

export const serviceMutations: MutationResolvers<GraphqlContext> = {
  create_service: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const write = { input: args.input, photoUploads: args.photo_uploads };
    return toService(await createService(context, clientId, project, write), context.uploadUrl);
  },
  update_service: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const write = { input: args.input, photoUploads: args.photo_uploads };
    const service = await updateService(context, clientId, project, args.id, write);
    const counts = await newApplicationCounts(context.db, project.id, [service.id]);
    return toService(service, context.uploadUrl, counts);
  },
  delete_service: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await deleteService(context, project.id, args.id);
    return true;
  },
  reorder_services: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await reorderRows(context.db, projectServices, project.id, args.ids);
    return true;
  },
  set_services_visibility: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return setVisibility(context.db, projectServices, project.id, args.ids, args.is_visible);
  },
  create_service_category: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return toServiceCategory(await serviceCategoryStore.create(context.db, project.id, args.input));
  },
  update_service_category: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return toServiceCategory(await serviceCategoryStore.update(context.db, project.id, args.id, args.input));
  },
  delete_service_category: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await serviceCategoryStore.remove(context.db, project.id, args.id, args.move_services_to);
    return true;
  },
  reorder_service_categories: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await reorderRows(context.db, serviceCategories, project.id, args.ids);
    return true;
  },
};
