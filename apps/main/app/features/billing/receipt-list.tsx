import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@donut/ui';
import { formatMinor } from './money';
import { useReceiptList } from './use-receipt-list';

/** The payment system's receipts (spec §1: the only document): date, plan, period, amount and payment id. */
export function ReceiptList() {
  const intl = useIntl();
  const { page, isLoading, hasError, isLoadingMore, hasMoreError, loadMore, retry } = useReceiptList();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });

  return (
    <section className="billing-receipts" aria-labelledby="billing-receipts-heading">
      <h3 id="billing-receipts-heading">
        <FormattedMessage id="main.billing.receipts.title" />
      </h3>
      {hasError ? (
        <div role="alert">
          <p>
            <FormattedMessage id="main.billing.receipts.error" />
          </p>
          <Button variant="secondary" onClick={retry}>
            <FormattedMessage id="main.billing.retry" />
          </Button>
        </div>
      ) : isLoading || !page ? (
        <p aria-busy="true">
          <FormattedMessage id="main.billing.receipts.loading" />
        </p>
      ) : page.list.length === 0 ? (
        <p className="billing-receipts__empty">
          <FormattedMessage id="main.billing.receipts.empty" />
        </p>
      ) : (
        <>
          <div
            className="billing-receipts__scroll"
            role="region"
            aria-labelledby="billing-receipts-heading"
            tabIndex={0}
          >
            <table className="billing-receipts__table" aria-labelledby="billing-receipts-heading">
              <thead>
                <tr>
                  {['date', 'plan', 'period', 'amount', 'payment-id'].map((column) => (
                    <th key={column} scope="col">
                      <FormattedMessage id={`main.billing.receipts.column.${column}`} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.list.map((receipt) => (
                  <tr key={receipt.id}>
                    <td>{date(receipt.paid_at)}</td>
                    <td>{receipt.rate_name}</td>
                    <td>
                      <FormattedMessage
                        id="main.billing.receipts.period"
                        values={{
                          period: receipt.billing_period,
                          start: date(receipt.period_start),
                          end: date(receipt.period_end),
                        }}
                      />
                    </td>
                    <td>{formatMinor(intl, receipt.amount_minor, receipt.currency)}</td>
                    <td>
                      <code>{receipt.payment_id}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="billing-receipts__count">
            <FormattedMessage
              id="main.billing.receipts.count"
              values={{ count: page.list.length, total: page.meta.total }}
            />
          </p>
          {hasMoreError ? (
            <p role="alert">
              <FormattedMessage id="main.billing.receipts.more-error" />
            </p>
          ) : null}
          {page.meta.has_next_page ? (
            <Button variant="secondary" isLoading={isLoadingMore} onClick={() => void loadMore()}>
              <FormattedMessage id="main.billing.receipts.more" />
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
