import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import { listMeta } from '../../core/pagination';
import type { GraphqlContext } from '../../core/request-context';
import { contentPage } from '../project-content/content-page';
import { requireOwnProject } from '../projects/own-project';
import { allServiceRules, projectRules } from './booking-rules.store';
import { saveBookingRules } from './booking-rules.service';
import { toBookingRules, toEmployee } from './booking-view-model';
import {
  createEmployee,
  deleteEmployee,
  deleteEmployeeOverride,
  employeeSetUps,
  findEmployee,
  listEmployees,
  saveEmployeeOverride,
  saveEmployeeSchedule,
  setEmployeeServices,
  updateEmployee,
  type EmployeeRow,
} from './employees.service';

const NO_SET_UP = { services: [], schedules: [], overrides: [] };

/** Overrides are listed from yesterday in UTC on: today in any business zone. */
const today = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function employeeViews(context: GraphqlContext, projectId: string, rows: readonly EmployeeRow[]) {
  const setUps = await employeeSetUps(
    context.db,
    projectId,
    rows.map((row) => row.id),
    today(),
  );
  return rows.map((row) => toEmployee(row, setUps.get(row.id) ?? NO_SET_UP, context.uploadUrl));
}

async function employeeView(context: GraphqlContext, projectId: string, row: EmployeeRow) {
  const [view] = await employeeViews(context, projectId, [row]);
  return view;
}

async function employeeById(context: GraphqlContext, projectId: string, id: string) {
  return employeeView(context, projectId, await findEmployee(context.db, projectId, id));
}

/** The owner's side of booking's set-up: every operation finds the project through the signed-in owner. */
export const bookingQueries: QueryResolvers<GraphqlContext> = {
  employee_list: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const page = contentPage(context, args, 100);
    const { rows, total } = await listEmployees(context.db, project.id, page);
    return { list: await employeeViews(context, project.id, rows), meta: listMeta(page, rows.length, total) };
  },
  employee: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    return employeeById(context, project.id, args.id);
  },
  booking_rules: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const services = await allServiceRules(context.db, project.id);
    return [
      toBookingRules(null, await projectRules(context.db, project.id)),
      ...services.map((service) => toBookingRules(service.serviceId, service.rules)),
    ];
  },
};

export const bookingMutations: MutationResolvers<GraphqlContext> = {
  save_employee: async (_, args, context) => {
    const { clientId, project } = await requireOwnProject(context, args.project_id);
    const row = args.id
      ? await updateEmployee(context.db, project.id, args.id, args.input)
      : await createEmployee(context.db, context.locale, clientId, project.id, args.input);
    return employeeView(context, project.id, row);
  },
  delete_employee: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await deleteEmployee(context.db, project.id, args.id);
    return true;
  },
  set_employee_services: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await setEmployeeServices(context.db, project.id, args.employee_id, args.services);
    return employeeById(context, project.id, args.employee_id);
  },
  save_employee_schedule: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await saveEmployeeSchedule(context.db, project.id, args.employee_id, args.address_id, args.schedule);
    return employeeById(context, project.id, args.employee_id);
  },
  save_employee_override: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await saveEmployeeOverride(context.db, project.id, args.employee_id, args.id, args.input);
    return employeeById(context, project.id, args.employee_id);
  },
  delete_employee_override: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    await deleteEmployeeOverride(context.db, project.id, args.employee_id, args.id);
    return employeeById(context, project.id, args.employee_id);
  },
  save_booking_rules: async (_, args, context) => {
    const { project } = await requireOwnProject(context, args.project_id);
    const saved = await saveBookingRules(context.db, project.id, args.service_id, args.input);
    return toBookingRules(saved.serviceId, saved.rules);
  },
};
