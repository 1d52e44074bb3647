import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { ImportProductsDocument, readApiError, type ImportProductsMutation } from '@donut/graphql';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { forgetProductLists } from './product-cache';

export type ProductImportReport = ImportProductsMutation['import_products'];

/** The import's limits, as the API holds them (ADR 0037): the dialog states them before a file is chosen. */
export const PRODUCT_IMPORT_LIMITS = { megabytes: 1, rows: 2000 };

export interface ProductImportState {
  file: File | null;
  /** The last answer: what the file would do (`is_applied` false) or what it did. */
  report: ProductImportReport | null;
  phase: 'idle' | 'checking' | 'importing';
  /** Why the file could not be checked or imported, in the owner's language. */
  error: string | null;
}

const IDLE: ProductImportState = { file: null, report: null, phase: 'idle', error: null };

/**
 * A CSV import in two steps: `check` sends the file and shows what it would do, writing nothing; `apply` sends the
 * same file again to import its accepted rows, and drops the product lists so they load again.
 */
export function useImportProducts(projectId: string) {
  const intl = useIntl();
  const checkPaymentRequired = usePaymentRequiredCheck();
  const [send] = useMutation(ImportProductsDocument);
  const [state, setState] = useState<ProductImportState>(IDLE);

  async function run(file: File, apply: boolean, before: ProductImportState) {
    setState({ ...before, file, phase: apply ? 'importing' : 'checking', error: null });
    try {
      const { data } = await send({
        variables: { project_id: projectId, file, apply },
        update: apply ? forgetProductLists : undefined,
      });
      if (!data) throw new Error('ImportProducts answered without data');
      setState({ file, report: data.import_products, phase: 'idle', error: null });
    } catch (error) {
      if (checkPaymentRequired(error)) return setState(IDLE);
      const message = readApiError(error).message ?? intl.formatMessage({ id: 'crm.products.import.failed' });
      setState({ ...before, file: apply ? file : null, phase: 'idle', error: message });
    }
  }

  return {
    state,
    /** Checks a chosen file; the report says what importing it would do. */
    check: (file: File) => run(file, false, { ...IDLE }),
    /** Imports the checked file's accepted rows. */
    apply: () => (state.file ? run(state.file, true, state) : Promise.resolve()),
    reset: () => setState(IDLE),
  };
}
