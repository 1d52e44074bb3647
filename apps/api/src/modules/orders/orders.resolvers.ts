import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import { checkSearch, listMeta } from '../../core/pagination';
import type { GraphqlContext } from '../../core/request-context';
import { contentPage } from '../project-content/content-page';
import { requireOwnProject } from '../projects/own-project';
import { addOrderNote } from './order-note';
import { listOrders, orderCounts } from './order-list';
import { findOrder, withLines } from './order-read';
import { moveOrder, setPaymentStatus } from './order-status.service';
import { toOrder } from './order-view-model';
import { toShopSettings } from './shop-settings-view';
import { loadShopSettings, saveShopSettings } from './shop-settings.service';

/** The owner's side: every operation finds the project through the signed-in owner (requireOwnProject). */
export const orderQueries: QueryResolvers<GraphqlContext> = {
  order_list: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const page = contentPage(context, args);
    const query = { search: checkSearch(context.locale, args.search), filter: args.filter };
    const { rows, total } = await listOrders(context.db, project.id, query, page);
    const list = await withLines(context.db, project.id, rows);
    return { list: list.map(toOrder), meta: listMeta(page, rows.length, total) };
  },
  order: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return toOrder(await findOrder(context.db, project.id, args.id, { withHistory: true }));
  },
  order_counts: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return orderCounts(context.db, project.id);
  },
  shop_settings: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return toShopSettings(project.id, await loadShopSettings(context.db, project.id));
  },
};

export const orderMutations: MutationResolvers<GraphqlContext> = {
  set_order_status: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    await moveOrder(context.db, {
      projectId: project.id,
      id: args.id,
      to: args.status,
      authorClientId: clientId,
    });
    return toOrder(await findOrder(context.db, project.id, args.id, { withHistory: true }));
  },
  set_order_payment_status: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    await setPaymentStatus(context.db, project.id, args.id, args.payment_status, clientId);
    return toOrder(await findOrder(context.db, project.id, args.id, { withHistory: true }));
  },
  add_order_note: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    await addOrderNote(context.db, project.id, args.id, args.text, clientId);
    return toOrder(await findOrder(context.db, project.id, args.id, { withHistory: true }));
  },
  save_shop_settings: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return toShopSettings(project.id, await saveShopSettings(context.db, project, args.input));
  },
};
