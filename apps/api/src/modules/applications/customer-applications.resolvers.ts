import type { QueryResolvers } from '@donut/graphql';
import { listMeta } from '../../core/pagination';
import { requireCustomer, type GraphqlContext } from '../../core/request-context';
import { contentPage } from '../project-content/content-page';
import { filesOf } from './application-details';
import { fileUrlOf } from './application-loading';
import { toCustomerApplication } from './application-view-model';
import { findApplication, listCustomerApplications } from './applications.service';

/** The customer's cabinet: only the signed-in customer's own applications, in the session's project. */
export const customerApplicationQueries: QueryResolvers<GraphqlContext> = {
  customer_application_list: async (_, args, context) => {
    const { customerId, projectId } = await requireCustomer(context);
    const page = contentPage(context, args);
    const { rows, total } = await listCustomerApplications(context.db, projectId, customerId, page);
    const files = await filesOf(context.db, projectId, rows);
    const fileUrl = fileUrlOf(context);
    return {
      list: rows.map((row) => toCustomerApplication(row, files.get(row.id) ?? [], fileUrl)),
      meta: listMeta(page, rows.length, total),
    };
  },
  customer_application: async (_, args, context) => {
    const { customerId, projectId } = await requireCustomer(context);
    const row = await findApplication(context.db, projectId, args.id, customerId);
    const files = await filesOf(context.db, projectId, [row]);
    return toCustomerApplication(row, files.get(row.id) ?? [], fileUrlOf(context));
  },
};
