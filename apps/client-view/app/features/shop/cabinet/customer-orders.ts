import {
  GetCustomerOrderDocument,
  GetCustomerOrderListDocument,
  type CustomerOrderFieldsFragment,
  type GetCustomerOrderListQuery,
} from '@donut/graphql';
import { customerOperation } from '../../../shared/customer-session/customer-session';

export type CustomerOrder = CustomerOrderFieldsFragment;
export type CustomerOrderPage = GetCustomerOrderListQuery['customer_order_list'];

/** Orders a page of the cabinet's list holds ("Show more" fetches the next). */
export const ORDERS_PAGE_SIZE = 10;

/** Thrown by a call the API refused; `code` UNAUTHENTICATED means the page is signed out. */
export class OrderCallError extends Error {
  constructor(readonly code: string | null) {
    super(code ?? 'The call failed');
  }
}

/** A page of the signed-in client's orders, newest first. */
export async function loadOrderPage(offset: number): Promise<CustomerOrderPage> {
  const result = await customerOperation(GetCustomerOrderListDocument, { limit: ORDERS_PAGE_SIZE, offset });
  if (!result.ok) throw new OrderCallError(result.error.code);
  return result.data.customer_order_list;
}

/** One of the client's orders; null when it is not theirs or gone. */
export async function loadOrder(id: string): Promise<CustomerOrder | null> {
  const result = await customerOperation(GetCustomerOrderDocument, { id });
  if (result.ok) return result.data.customer_order;
  if (result.error.code === 'NOT_FOUND' || result.error.code === 'BAD_USER_INPUT') return null;
  throw new OrderCallError(result.error.code);
}
