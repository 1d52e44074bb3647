import { ExportCustomersDocument } from '@donut/graphql';
import { useCsvExport } from '../../shared/csv/use-csv-export';
import { customerQueryVariables, type CustomerListState } from './customer-list-state';

/** The list's customers (its search, filter and order, every page) as a CSV download in the CRM's language. */
export const useExportCustomers = (project: { id: string; domain: string }, state: CustomerListState) =>
  useCsvExport(
    'customers',
    project.domain,
    ExportCustomersDocument,
    customerQueryVariables(project.id, state),
    (data) => data.customer_export,
  );
