import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  GetCustomerMeDocument,
  GetCustomerNotificationListDocument,
  type GetCustomerMeQuery,
  type GetCustomerNotificationListQuery,
} from '@donut/graphql';

export type CabinetProfile = GetCustomerMeQuery['customer_me'];
export type CabinetNotificationPage = GetCustomerNotificationListQuery['customer_notification_list'];
export type CabinetNotification = CabinetNotificationPage['list'][number];

/** What the cabinet opens with: the client's own record and the newest notifications. */
export interface CabinetData {
  profile: CabinetProfile;
  notifications: CabinetNotificationPage;
}

/** Notifications a page of the list holds ("Show more" fetches the next). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** Runs one operation of the contract as the signed-in client: the server's Apollo client or the browser's fetch. */
export type RunOperation = <T, V extends Record<string, unknown>>(
  document: TypedDocumentNode<T, V>,
  variables: V,
) => Promise<T>;

/** The cabinet's data, on the server (the page's first render) and in the browser (after a sign-in) alike. */
export async function loadCabinet(run: RunOperation): Promise<CabinetData> {
  const [me, notifications] = await Promise.all([
    run(GetCustomerMeDocument, {}),
    run(GetCustomerNotificationListDocument, { limit: NOTIFICATIONS_PAGE_SIZE, offset: 0 }),
  ]);
  return { profile: me.customer_me, notifications: notifications.customer_notification_list };
}
