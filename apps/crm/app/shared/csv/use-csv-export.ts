import { useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { readApiError } from '@donut/graphql';
import { usePaymentRequiredCheck } from '../payment-required';
import { csvFileName, downloadCsv } from './download-csv';

/**
 * A list's CSV export as a download: `query` asks the API for the file with the list's `variables` (anew each time,
 * never from the cache), `read` takes the text out of the answer, and the file is named after `subject`, the project
 * and the day. A plan that ended meanwhile shows the paywall; another failure sets `hasFailed` for the list to say so,
 * with the API's reason in `failure` when it gave one (a list too long for one file).
 *
 * @example
 * const exporter = useCsvExport('customers', project.domain, ExportCustomersDocument, variables, (data) => data.customer_export);
 */
export function useCsvExport<TData, TVariables extends OperationVariables>(
  subject: string,
  domain: string,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  read: (data: TData) => string,
) {
  const client = useApolloClient();
  const checkPaymentRequired = usePaymentRequiredCheck();
  const [isExporting, setExporting] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    setFailed(false);
    setFailure(null);
    try {
      const { data } = await client.query({ query, variables, fetchPolicy: 'no-cache' });
      if (!data) throw new Error(`The ${subject} export answered without data`);
      downloadCsv(read(data as TData), csvFileName(subject, domain));
    } catch (error) {
      if (checkPaymentRequired(error)) return;
      setFailed(true);
      setFailure(readApiError(error).message);
    } finally {
      setExporting(false);
    }
  }

  return { exportCsv, isExporting, hasFailed, failure };
}
