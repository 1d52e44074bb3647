import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { OrderFieldsFragment, OrderStatus } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { NoteForm } from '../../shared/notes/note-form';
import { noteSchema } from '../../shared/notes/note-schema';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { OrderHistory } from './order-history';
import { OrderItems } from './order-items';
import { OrderStatusActions } from './order-status-actions';

/** The API's limit for an order's note (orders.graphql: at most 2000 characters). */
export const ORDER_NOTE_MAX_LENGTH = 2000;
const orderNoteSchema = noteSchema(ORDER_NOTE_MAX_LENGTH);

export interface OrderCardProps {
  order: OrderFieldsFragment;
  timeZone: string;
  money: (minor: number, currency: string) => string;
  setStatus: (status: OrderStatus) => Promise<unknown>;
  markPaid: () => Promise<unknown>;
  addNote: (text: string) => Promise<unknown>;
  reload: () => Promise<unknown>;
}

/** An order: its status and moves, what was sold, the contact (the client one click away), delivery, payment, notes. */
export function OrderCard({ order, timeZone, money, setStatus, markPaid, addNote, reload }: OrderCardProps) {
  const time = (value: string) => (
    <FormattedDate value={value} dateStyle="medium" timeStyle="short" timeZone={timeZone} />
  );
  return (
    <article className="crm-inbox crm-order-card" aria-labelledby="order-heading">
      <p>
        <Link to={routeHref('crm', 'adminOrders', {})}>
          <FormattedMessage id="crm.orders.back" />
        </Link>
      </p>
      <h1 id="order-heading">
        <FormattedMessage id="crm.orders.number" values={{ number: order.number }} />
      </h1>
      <div className="crm-inbox__status crm-order-card__status">
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.payment_status} />
        <span>
          <FormattedMessage
            id="crm.orders.placed"
            values={{ channel: order.channel, time: time(order.created_at) }}
          />
        </span>
      </div>
      <OrderStatusActions order={order} setStatus={setStatus} markPaid={markPaid} reload={reload} />
      <section className="crm-inbox__block" aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">
          <FormattedMessage id="crm.orders.items.title" />
        </h2>
        <OrderItems order={order} money={money} />
      </section>
      <section className="crm-inbox__block" aria-labelledby="order-contact-heading">
        <h2 id="order-contact-heading">
          <FormattedMessage id="crm.orders.contact" />
        </h2>
        <p>
          {order.customer_id ? (
            <Link to={routeHref('crm', 'adminCustomer', { id: order.customer_id })}>
              {order.contact_name}
            </Link>
          ) : (
            order.contact_name
          )}
        </p>
        <p>{[order.contact_phone, order.contact_email].filter(Boolean).join(' · ')}</p>
        {order.comment ? (
          <p className="crm-order-card__comment">
            <FormattedMessage id="crm.orders.comment" values={{ comment: order.comment }} />
          </p>
        ) : null}
      </section>
      <section className="crm-inbox__block" aria-labelledby="order-delivery-heading">
        <h2 id="order-delivery-heading">
          <FormattedMessage id="crm.orders.delivery" />
        </h2>
        <p>
          <FormattedMessage
            id="crm.orders.delivery-line"
            values={{ kind: order.delivery.kind, name: order.delivery.name }}
          />
        </p>
        {order.delivery.address ? <p>{order.delivery.address}</p> : null}
      </section>
      <section className="crm-inbox__block" aria-labelledby="order-payment-heading">
        <h2 id="order-payment-heading">
          <FormattedMessage id="crm.orders.payment" />
        </h2>
        <p>
          <FormattedMessage id="crm.orders.payment-method" values={{ method: order.payment_method }} />
        </p>
        {order.pay_by && order.payment_status === 'unpaid' && order.status !== 'cancelled' ? (
          <p>
            <FormattedMessage id="crm.orders.pay-by" values={{ time: time(order.pay_by) }} />
          </p>
        ) : null}
      </section>
      <section className="crm-inbox__block" aria-labelledby="order-history-heading">
        <h2 id="order-history-heading">
          <FormattedMessage id="crm.orders.history.title" />
        </h2>
        <NoteForm
          addNote={addNote}
          schema={orderNoteSchema}
          label={<FormattedMessage id="crm.orders.note.label" />}
          submitLabel={<FormattedMessage id="crm.orders.note.add" />}
          failedMessageId="crm.orders.failed"
        />
        <OrderHistory history={order.history} timeZone={timeZone} />
      </section>
    </article>
  );
}
