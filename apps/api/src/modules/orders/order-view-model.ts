import type { FullOrder } from './order-read';

/** An order as the GraphQL type `Order` shows it, to its owner and to its customer alike. */
export function toOrder(order: FullOrder) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    pay_by: order.payBy?.toISOString() ?? null,
    customer_id: order.customerId,
    contact_name: order.contactName,
    contact_phone: order.contactPhone,
    contact_email: order.contactEmail,
    comment: order.comment,
    delivery: order.delivery,
    currency: order.currency,
    items: order.items.map((item) => ({
      variant_id: item.variantId,
      product_id: item.productId,
      name: item.name,
      option_values: item.optionValues,
      sku: item.sku,
      unit_price_minor: item.unitPriceMinor,
      regular_price_minor: item.regularPriceMinor,
      quantity: item.quantity,
      total_minor: item.unitPriceMinor * item.quantity,
    })),
    subtotal_minor: order.subtotalMinor,
    discount_percent: order.discountPercent,
    discount_minor: order.discountMinor,
    delivery_minor: order.deliveryMinor,
    total_minor: order.totalMinor,
    channel: order.channel,
    history: order.history.map((entry) => ({
      kind: entry.kind,
      status: entry.status,
      text: entry.text,
      created_at: entry.createdAt.toISOString(),
    })),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}
