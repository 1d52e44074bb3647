import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import { customerNoteSchema, customerSchema, validateWith } from '@donut/validation';
import type { AnySchema, InferType } from 'yup';
import { invalidInput } from '../../core/domain-error';
import { checkSearch, listMeta, toPage } from '../../core/pagination';
import type { GraphqlContext } from '../../core/request-context';
import { requireOwnProject } from '../projects/own-project';
import { deletingCustomerFiles } from '../applications/application-file-cleanup';
import { customersCsv } from './customer-csv';
import { addCustomerNote, deleteCustomerNote, listCustomerEvents } from './customer-timeline';
import { toCustomer, toCustomerEvent } from './customer-view-model';
import {
  createCustomer,
  customersForExport,
  customerTags,
  deleteCustomer,
  findCustomer,
  listCustomers,
  mergeCustomers,
  updateCustomer,
  type CustomerListQuery,
} from './customers.service';

/** The most rows one CSV export carries: a small business's whole base, a few MB at most. */
export const CUSTOMER_EXPORT_MAX_ROWS = 10_000;

function parse<S extends AnySchema>(schema: S, value: unknown): InferType<S> {
  const result = validateWith(schema, value ?? {});
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

const listQuery = (
  context: GraphqlContext,
  args: { search?: string | null; filter?: CustomerListQuery['filter']; sort?: CustomerListQuery['sort'] },
): CustomerListQuery => ({
  search: checkSearch(context.locale, args.search),
  filter: args.filter ? { ...args.filter, tag: checkSearch(context.locale, args.filter.tag) } : null,
  sort: args.sort,
});

/** The owner's side: every operation finds the project through the signed-in owner (requireOwnProject). */
export const customerQueries: QueryResolvers<GraphqlContext> = {
  customer_list: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const page = toPage(context.locale, args);
    const { rows, total } = await listCustomers(context.db, project.id, listQuery(context, args), page);
    return { list: rows.map(toCustomer), meta: listMeta(page, rows.length, total) };
  },
  customer: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return toCustomer(await findCustomer(context.db, project.id, args.id));
  },
  customer_event_list: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await findCustomer(context.db, project.id, args.customer_id);
    const page = toPage(context.locale, args, 20);
    const { rows, total } = await listCustomerEvents(context.db, project.id, args.customer_id, page);
    return { list: rows.map(toCustomerEvent), meta: listMeta(page, rows.length, total) };
  },
  customer_tags: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return customerTags(context.db, project.id);
  },
  customer_export: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const rows = await customersForExport(
      context.db,
      project.id,
      listQuery(context, args),
      CUSTOMER_EXPORT_MAX_ROWS,
    );
    return customersCsv(rows, context.locale, project.timezone);
  },
};

export const customerMutations: MutationResolvers<GraphqlContext> = {
  create_customer: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const fields = parse(customerSchema, args.input);
    return toCustomer(await createCustomer(context.db, project.id, clientId, fields));
  },
  update_customer: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const fields = parse(customerSchema, args.input);
    return toCustomer(await updateCustomer(context.db, project.id, args.id, clientId, fields));
  },
  delete_customer: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await deletingCustomerFiles(context, project.id, args.id, () =>
      deleteCustomer(context.db, project.id, args.id),
    );
    return true;
  },
  merge_customers: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const merged = await mergeCustomers(context.db, project.id, args.target_id, args.source_id, clientId);
    return toCustomer(merged);
  },
  add_customer_note: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const { text } = parse(customerNoteSchema, { text: args.text });
    await findCustomer(context.db, project.id, args.customer_id);
    return toCustomerEvent(await addCustomerNote(context.db, project.id, args.customer_id, clientId, text));
  },
  delete_customer_note: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await deleteCustomerNote(context.db, project.id, args.id);
    return true;
  },
};
