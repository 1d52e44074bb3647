import { routeHref } from '@donut/link-builder';
import { RecordCardFallback } from '../../shared/inbox/record-card-fallback';
import { useOrderMoney } from '../../shared/money/use-order-money';
import type { CrmProject } from '../../shared/project/load-project';
import { OrderCard } from './order-card';
import { useOrder } from './use-order';
import '../../shared/inbox/inbox.css';
import './orders.css';

export interface OrderCardPageProps {
  project: CrmProject;
  orderId: string;
}

/** /admin/orders/:id: the card once loaded, else loading, not found, or the error with a retry. */
export function OrderCardPage({ project, orderId }: OrderCardPageProps) {
  const card = useOrder(project.id, orderId);
  const money = useOrderMoney(project.currency_id);
  if (card.order)
    return (
      <OrderCard
        order={card.order}
        timeZone={project.timezone}
        money={money}
        setStatus={card.setStatus}
        markPaid={card.markPaid}
        addNote={card.addNote}
        reload={card.reload}
      />
    );
  return (
    <RecordCardFallback
      className="crm-order-card"
      headingId="order-heading"
      backHref={routeHref('crm', 'adminOrders', {})}
      texts={{
        back: 'crm.orders.back',
        title: 'crm.orders.card-title',
        loading: 'crm.orders.card-loading',
        notFound: 'crm.orders.not-found',
        failed: 'crm.orders.card-failed',
        retry: 'crm.orders.retry',
      }}
      isLoading={card.isLoading}
      isNotFound={card.isNotFound}
      onRetry={card.reload}
    />
  );
}
