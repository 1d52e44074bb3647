import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductImportReport } from './use-import-products';

/** The report's lists of names: the categories the file adds and the headings it left out. */
const LISTED = [
  { id: 'crm.products.import.new-categories', names: 'new_categories' },
  { id: 'crm.products.import.ignored-columns', names: 'ignored_columns' },
] as const;

export interface ProductImportSummaryProps {
  report: ProductImportReport;
}

/**
 * What a checked file would do, or what an import did: the products added, changed and unchanged, the categories it
 * adds, the columns it left out, and each refused row with its column and reason.
 */
export function ProductImportSummary({ report }: ProductImportSummaryProps) {
  const intl = useIntl();
  const isApplied = report.is_applied;
  return (
    <div className="crm-product-import__report">
      <ul className="crm-product-import__counts" role="status">
        <li>
          <FormattedMessage id="crm.products.import.created" values={{ count: report.created, isApplied }} />
        </li>
        <li>
          <FormattedMessage id="crm.products.import.updated" values={{ count: report.updated, isApplied }} />
        </li>
        <li>
          <FormattedMessage id="crm.products.import.unchanged" values={{ count: report.unchanged }} />
        </li>
        {report.refused_rows ? (
          <li className="crm-product-import__refused">
            <FormattedMessage
              id="crm.products.import.refused"
              values={{ count: report.refused_rows, isApplied }}
            />
          </li>
        ) : null}
      </ul>
      {LISTED.map(({ id, names }) =>
        report[names].length ? (
          <p key={id}>
            <FormattedMessage
              id={id}
              values={{ count: report[names].length, names: intl.formatList(report[names]) }}
            />
          </p>
        ) : null,
      )}
      {report.problems.length ? (
        <div className="crm-product-import__problems">
          <table>
            <caption>
              <FormattedMessage id="crm.products.import.problems" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="crm.products.import.row" />
                </th>
                <th scope="col">
                  <FormattedMessage id="crm.products.import.column" />
                </th>
                <th scope="col">
                  <FormattedMessage id="crm.products.import.reason" />
                </th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((problem, index) => (
                <tr key={`${problem.line}-${index}`}>
                  <td>{problem.line}</td>
                  <td>{problem.column ?? '—'}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
