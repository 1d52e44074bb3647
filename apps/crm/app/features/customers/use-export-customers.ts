import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ExportCustomersDocument } from '@donut/graphql';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { customerExportFileName, downloadCsv } from './customer-csv';
import { customerQueryVariables, type CustomerListState } from './customer-list-state';

/**
 * The list's customers (its search, filter and order, every page) as a CSV download: ExportCustomers writes the file,
 * in the CRM's language, and it is asked for anew each time, never from the cache.
 */
export function useExportCustomers(project: { id: string; domain: string }, state: CustomerListState) {
  const client = useApolloClient();
  const checkPaymentRequired = usePaymentRequiredCheck();
  const [isExporting, setExporting] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  async function exportCsv() {
    setExporting(true);
    setFailed(false);
    try {
      const { data } = await client.query({
        query: ExportCustomersDocument,
        variables: customerQueryVariables(project.id, state),
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('ExportCustomers answered without data');
      downloadCsv(data.customer_export, customerExportFileName(project.domain));
    } catch (error) {
      if (!checkPaymentRequired(error)) setFailed(true);
    } finally {
      setExporting(false);
    }
  }

  return { exportCsv, isExporting, hasFailed };
}
