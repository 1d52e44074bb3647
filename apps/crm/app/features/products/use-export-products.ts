import { ExportProductsDocument } from '@donut/graphql';
import { useCsvExport } from '../../shared/csv/use-csv-export';
import { productQueryVariables, type ProductListState } from './product-list-state';

/**
 * The list's products (its category, search, filters and order, every page) as a CSV download in the CRM's language,
 * one row per variant (ADR 0037).
 */
export const useExportProducts = (project: { id: string; domain: string }, state: ProductListState) =>
  useCsvExport(
    'products',
    project.domain,
    ExportProductsDocument,
    productQueryVariables(project.id, state),
    (data) => data.product_export,
  );
